// The site's process runs with the same V8 flags wherever it runs (built-server.ts SITE_NODE_FLAGS):
// what `npm start` and the Docker image run is what the bench, drills, load runs and browser tests
// measure, and a flag dropped from one of them fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, SITE_NODE_FLAGS } from '../../harness/built-server';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

/** The Dockerfile's last CMD, as the exec-form array Docker runs. */
function dockerCmd(dockerfile: string): string[] {
  const lines = dockerfile.split('\n').filter((line) => line.startsWith('CMD '));
  return JSON.parse(lines.at(-1)!.slice('CMD '.length)) as string[];
}

/** Every file that starts the built site's entry itself (not through startBuiltServer). */
const SITE_STARTERS = ['harness/built-server.ts', 'harness/processes.ts', 'harness/site-under-load.ts', 'harness/start-fleet.ts'];

describe('the V8 flags of the site process', () => {
  it('are given to node before the entry by `npm start`', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
    expect(start[0]).toBe('node');
    const entry = start.indexOf('dist/server/index.js');
    expect(entry).toBeGreaterThan(0);
    for (const flag of SITE_NODE_FLAGS) expect(start.slice(1, entry)).toContain(flag);
  });

  it("are given to node before the entry by the Docker image's CMD", () => {
    const cmd = dockerCmd(read('Dockerfile'));
    expect(cmd[0]).toBe('node');
    const entry = cmd.indexOf('dist/server/index.js');
    expect(entry).toBeGreaterThan(0);
    for (const flag of SITE_NODE_FLAGS) expect(cmd.slice(1, entry)).toContain(flag);
  });

  it.each(SITE_STARTERS)('lead the node arguments with which %s starts the built site', (file) => {
    expect(read(file)).toMatch(/\[\.\.\.SITE_NODE_FLAGS, /);
  });

  it("are part of one start path: `npm start` runs the Docker image's command word for word (Sentry loaded first with --import)", () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
    const cmd = dockerCmd(read('Dockerfile'));
    expect(start).toEqual(cmd);
    const entry = cmd.indexOf('dist/server/index.js');
    expect(cmd.slice(1, entry).join(' ')).toContain('--import ./dist/server/instrument.js');
  });

  it('are V8 options this Node accepts', () => {
    for (const flag of SITE_NODE_FLAGS) expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!)).toBe(true);
  });
});
