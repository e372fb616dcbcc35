// TEMPORARY experiment (not committed): SQ/address at 300/s, site with --trace-gc, tail analysis.
import { startProviderProcess, startSiteProcess } from './processes';
import { createProxyQueries } from './proxy-queries';
import { runAtRate } from './at-rate';
import { apiPath } from '../../shared/routes/api-paths';
const q = createProxyQueries();
const provider = await startProviderProcess();
const site = await startSiteProcess(provider.url, 'info', (process.env.EXP_ARGS ?? '').split(' ').filter(Boolean));
let out = '';
site.process.stdout!.on('data', (c: Buffer) => (out += c.toString()));
const kinds = { ...(process.env.EXP_SQONLY ? {} : { address: () => apiPath('addressSearch', undefined, { fullText: q.nextSearch(), source: 'footprint' }) }), SQ: () => apiPath('serviceQualification', undefined, { nbn: q.nextNbnId() }) };
let c = 1;
for (const [name, next] of Object.entries(kinds)) {
  await runAtRate({ name, url: site.url, rate: 300, durationSeconds: 3, nextPath: next, headers: process.env.EXP_IDENTITY ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' }, perRequestHeaders: () => ({ 'x-forwarded-for': `10.0.${(c >> 8) & 255}.${c++ & 255}` }) });
  for (let i = 0; i < Number(process.env.EXP_ROUNDS ?? 5); i++) {
    out = '';
    const r = await runAtRate({ name, url: site.url, rate: 300, durationSeconds: 4, nextPath: next, headers: process.env.EXP_IDENTITY ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' }, perRequestHeaders: () => ({ 'x-forwarded-for': process.env.EXP_FEWIPS ? `10.2.${(c++ % 1000) >> 8}.${c % 250}` : `10.1.${(c >> 8) & 255}.${c++ & 255}` }) });
    if (process.env.EXP_SHOW) console.log(out.split("\n").filter((l) => new RegExp(process.env.EXP_SHOW!).test(l)).map((l) => l.slice(0, Number(process.env.EXP_WIDTH ?? 200))).join("\n"));
    const prom = out.split('\n').filter((l) => l.includes('gc=s')).map((l) => Number(/promoted=(\d+)/.exec(l)?.[1] ?? 0) / 1e6); const alloc = out.split('\n').filter((l) => l.includes('gc=s')).map((l) => Number(/allocated=(\d+)/.exec(l)?.[1] ?? 0) / 1e6); const pz = out.split('\n').filter((l) => l.includes('gc=s')).map((l) => Number(/pause=([\d.]+)/.exec(l)?.[1] ?? 0));
    if (prom.length) console.log(`  scavenges ${prom.length} promoted MB avg ${(prom.reduce((a, b) => a + b, 0) / prom.length).toFixed(2)} allocated MB avg ${(alloc.reduce((a, b) => a + b, 0) / alloc.length).toFixed(1)} pauses ${pz.join(',')}`);
    const gcs = out.split('\n').filter((l) => /Mark-Compact|Scavenge|Mark-sweep/.test(l));
    const pauses = gcs.map((l) => Number(/, ([\d.]+) \/ [\d.]+ ms/.exec(l)?.[1] ?? 0)).sort((a, b) => b - a);
    console.log(`${name} p50 ${r.p50.toFixed(2)} p99 ${r.p99.toFixed(2)} errors ${r.errors + r.non2xx} gcs ${gcs.length} top pauses ${pauses.slice(0, 5).join(',')} ${gcs.filter((l) => /Mark/.test(l)).length} major`);
  }
}
await site.stop(); await provider.stop();
