// TEMPORARY experiment harness (not committed).
import { cpuMsOf, startPeerProcess, startProviderProcess, startSiteProcess, type Child } from './processes';
import { createProxyQueries } from './proxy-queries';
import { saturate } from './saturate';
import { apiPath } from '../../shared/routes/api-paths';

const q = createProxyQueries();
const kind = process.argv[2] ?? 'address';
const next = kind === 'address' ? () => apiPath('addressSearch', undefined, { fullText: q.nextSearch(), source: 'footprint' }) : () => apiPath('serviceQualification', undefined, { nbn: q.nextNbnId() });
let client = 1 << 20;
const sat = async (c: Child, name: string, s = 4) => {
  const before = cpuMsOf(c)!;
  const r = await saturate({ name, url: c.url, durationSeconds: s, connections: 20, nextPath: next, headers: () => ({ 'accept-encoding': 'gzip, deflate, br, zstd', 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` }) });
  const cpu = cpuMsOf(c)! - before;
  return { rps: r.requests / s, cpu: cpu / r.requests, errors: r.errors + r.non2xx };
};
const provider = await startProviderProcess();
const site = await startSiteProcess(provider.url, process.env.EXP_LOG ?? 'info', process.env.EXP_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/expprof/site'] : []);
const peer = await startPeerProcess(provider.url, process.env.EXP_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/expprof/peer'] : []);
await sat(site, 'w', 2); await sat(peer, 'w', 2);
const rows: string[] = [];
const ratios: number[] = [];
for (let i = 0; i < 3; i++) {
  const p = await sat(peer, 'peer'); const s = await sat(site, 'site');
  ratios.push(s.rps / p.rps);
  rows.push(`peer ${p.rps.toFixed(0)} ${(p.cpu * 1000).toFixed(0)}us | site ${s.rps.toFixed(0)} ${(s.cpu * 1000).toFixed(0)}us err ${s.errors} ratio ${(s.rps / p.rps).toFixed(2)}`);
}
console.log(kind, process.env.EXP ?? '', rows.join('\n'));
ratios.sort(); console.log('median ratio', ratios[1]!.toFixed(3));
await Promise.all([site.stop(), peer.stop(), provider.stop()]);
