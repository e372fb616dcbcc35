import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '/work/main/harness/browser';
import { startBuiltServer } from '/work/main/harness/built-server';
function cpuBy(root: number): Map<string, number> {
  const procs = new Map<number, { ppid: number; t: number; kind: string }>();
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try { const s = readFileSync(`/proc/${p}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const kind = (/--type=(\S+)/.exec(cmd)?.[1] ?? 'browser') + (/--utility-sub-type=(\S+)/.exec(cmd)?.[1] ? ':' + /--utility-sub-type=(\S+)/.exec(cmd)![1] : '');
      procs.set(Number(p), { ppid: Number(f[1]), t: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]), kind }); } catch {}
  }
  const out = new Map<string, number>(); const stack = [root]; const seen = new Set<number>();
  while (stack.length) { const x = stack.pop()!; if (seen.has(x)) continue; seen.add(x); const v = procs.get(x); if (v) out.set(v.kind, (out.get(v.kind) ?? 0) + v.t / 100); for (const [pid, w] of procs) if (w.ppid === x) stack.push(pid); }
  return out;
}
const diff = (a: Map<string, number>, b: Map<string, number>) => [...b].map(([k, v]) => `${k}=${(v - (a.get(k) ?? 0)).toFixed(2)}`).filter((s) => !s.endsWith('=0.00')).join(' ');
const site = await startBuiltServer();
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean);
const server = await chromium.launchServer({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, ...extra], headless: true });
const pid = server.process().pid!;
const browser = await chromium.connect(server.wsEndpoint());
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const paths = ['/broadband/nbn', '/', '/flip-to-fibre', '/broadband/fibre', '/mobile', '/availability'];
await (await context.newPage()).goto(site.url + '/');
const c0 = cpuBy(pid);
for (let i = 0; i < 12; i++) {
  const page = await context.newPage();
  await page.goto(site.url + paths[i % paths.length]);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await page.close();
}
console.log(extra.join(' ') || 'default', '12 visits:', diff(c0, cpuBy(pid)));
await browser.close(); await server.close(); await site.stop();
