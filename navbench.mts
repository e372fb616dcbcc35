import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { ONE_PAGE_PER_KIND } from './tests/support/page-kinds';
const busy = () => { const f = readFileSync('/proc/stat','utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number); return { tot: f.slice(0,8).reduce((a,b)=>a+b,0), idle: f[3]+f[4] }; };
const variants = (process.env.VARIANTS ?? '').split('|');
const results: Record<string, number[]> = {};
for (let round = 0; round < 3; round++) for (const v of variants) {
  const extra = v.split(' ').filter(Boolean);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run', ...extra], headless: true });
  const ctx = await browser.newContext(); const page = await ctx.newPage();
  await page.goto('http://localhost:3000/'); await page.waitForLoadState('networkidle');
  const b0 = busy();
  for (const path of ONE_PAGE_PER_KIND) { await page.goto('http://localhost:3000' + path, { waitUntil: 'load' }); await page.waitForTimeout(400); }
  const b1 = busy();
  (results[v || 'base'] ??= []).push(((b1.tot-b0.tot)-(b1.idle-b0.idle))/100/ONE_PAGE_PER_KIND.length);
  await browser.close();
}
for (const [k, r] of Object.entries(results)) console.log(k.padEnd(50), r.map(x => x.toFixed(2)).join(' '));
