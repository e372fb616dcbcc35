// TEMPORARY: heap snapshots of the site between SQ rounds at 300/s.
import { startProviderProcess, startSiteProcess } from './processes';
import { createProxyQueries } from './proxy-queries';
import { runAtRate } from './at-rate';
import { apiPath } from '../../shared/routes/api-paths';
const q = createProxyQueries();
const provider = await startProviderProcess();
const site = await startSiteProcess(provider.url, 'info', ['--import', '/tmp/allocprof/hook.mjs']);
let c = 1;
const kind = process.argv[2] ?? 'SQ';
const next = kind === 'SQ' ? () => apiPath('serviceQualification', undefined, { nbn: q.nextNbnId() }) : () => apiPath('addressSearch', undefined, { fullText: q.nextSearch(), source: 'footprint' });
const round = (s: number) => runAtRate({ name: 'x', url: site.url, rate: 300, durationSeconds: s, nextPath: next, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, perRequestHeaders: () => ({ 'x-forwarded-for': `10.1.${(c >> 8) & 255}.${c++ & 255}` }) });
await round(3);
void 0; // ('SIGUSR2'); await new Promise((r) => setTimeout(r, 8000));
await round(4);
site.process.kill('SIGUSR2'); await new Promise((r) => setTimeout(r, 8000));
await site.stop(); await provider.stop();
