// Adds the other platforms' optional rollup entries a registry serving only this platform leaves out of the
// lock (npm ci refuses it without them). Run after `npm install`: node scripts/lockfile-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, pkg] of Object.entries({ ...packages })) {
  if (!/node_modules\/rollup$/.test(key)) continue;
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const entryKey = key.replace(/rollup$/, name);
    const match = /^@rollup\/rollup-([a-z0-9]+)-([a-z0-9]+)(?:-(.*))?$/.exec(name);
    if (packages[entryKey] || !match) continue;
    const [, os, cpu, abi = ''] = match;
    packages[entryKey] = {
      version,
      cpu: [cpu],
      ...(os === 'linux' && /musl/.test(abi) ? { libc: ['musl'] } : os === 'linux' && /gnu/.test(abi) ? { libc: ['glibc'] } : {}),
      license: 'MIT',
      optional: true,
      os: [os],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} optional platform entries`);
