// TEMPORARY experiment (not committed): SQ/address at 300/s, site with --trace-gc, tail analysis.
import { startPeerProcess, startProviderProcess } from './processes';
import { createProxyQueries } from './proxy-queries';
import { runAtRate } from './at-rate';
import { apiPath } from '../../shared/routes/api-paths';
const q = createProxyQueries();
const provider = await startProviderProcess();
const site = await startPeerProcess(provider.url, ['--trace-gc']);
let out = '';
site.process.stdout!.on('data', (c: Buffer) => (out += c.toString()));
const kinds = { address: () => apiPath('addressSearch', undefined, { fullText: q.nextSearch(), source: 'footprint' }), SQ: () => apiPath('serviceQualification', undefined, { nbn: q.nextNbnId() }) };
let c = 1;
for (const [name, next] of Object.entries(kinds)) {
  await runAtRate({ name, url: site.url, rate: 300, durationSeconds: 3, nextPath: next, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, perRequestHeaders: () => ({ 'x-forwarded-for': `10.0.${(c >> 8) & 255}.${c++ & 255}` }) });
  for (let i = 0; i < 5; i++) {
    out = '';
    const r = await runAtRate({ name, url: site.url, rate: 300, durationSeconds: 4, nextPath: next, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, perRequestHeaders: () => ({ 'x-forwarded-for': `10.1.${(c >> 8) & 255}.${c++ & 255}` }) });
    console.log(out.split("\n").filter((l) => /Scavenge/.test(l)).slice(0, 3).join("\n")); const gcs = out.split('\n').filter((l) => /Mark-Compact|Scavenge|Mark-sweep/.test(l));
    const pauses = gcs.map((l) => Number(/, ([\d.]+) \/ [\d.]+ ms/.exec(l)?.[1] ?? 0)).sort((a, b) => b - a);
    console.log(`${name} p50 ${r.p50.toFixed(2)} p99 ${r.p99.toFixed(2)} errors ${r.errors + r.non2xx} gcs ${gcs.length} top pauses ${pauses.slice(0, 5).join(',')} ${gcs.filter((l) => /Mark/.test(l)).length} major`);
  }
}
await site.stop(); await provider.stop();
