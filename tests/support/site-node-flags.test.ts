// The site's process runs with the options of server/node.env wherever it runs: `npm start` and the
// Docker image load the file with --env-file, and the harness passes what it reads from it
// (built-server.ts SITE_NODE_FLAGS), so the bench, drills, load runs and browser tests measure the
// process production runs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, SITE_NODE_ENV_FILE, SITE_NODE_FLAGS } from '../../harness/built-server';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

/** The Dockerfile's last CMD, as the exec-form array Docker runs. */
function dockerCmd(dockerfile: string): string[] {
  const lines = dockerfile.split('\n').filter((line) => line.startsWith('CMD '));
  return JSON.parse(lines.at(-1)!.slice('CMD '.length)) as string[];
}

const ENV_FILE_ARG = `--env-file=${path.relative(PROJECT_ROOT, SITE_NODE_ENV_FILE)}`;

describe('the Node options of the site process', () => {
  it('are read from the one file by `npm start` and the Docker image, which run the same command', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
    const cmd = dockerCmd(read('Dockerfile'));
    expect(start).toEqual(cmd);
    const entry = cmd.indexOf('dist/server/index.js');
    expect(cmd.slice(1, entry)).toContain(ENV_FILE_ARG);
    expect(cmd.slice(1, entry).join(' ')).toContain('--import ./dist/server/instrument.js');
  });

  it('reach a process started with the file as production starts it', () => {
    const options = execFileSync(process.execPath, [ENV_FILE_ARG, '-p', 'process.env.NODE_OPTIONS'], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(options.trim().split(/\s+/)).toEqual(SITE_NODE_FLAGS);
  });

  it('are options this Node accepts, and there is at least the young-generation size', () => {
    expect(SITE_NODE_FLAGS).toContain('--max-semi-space-size=8');
    for (const flag of SITE_NODE_FLAGS) expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!)).toBe(true);
  });
});
