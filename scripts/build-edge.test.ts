// The edge build's guard: Node built-ins fail the build, except the aliased diagnostics_channel.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeBuildError, buildEdge } from './build-edge';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'build-edge-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function entry(name: string, code: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, code);
  return file;
}

describe('buildEdge', () => {
  it('refuses a bundle that imports a Node built-in, naming it and its importer', async () => {
    const file = await entry('uses-fs.ts', "import { readFileSync } from 'node:fs';\nexport default { fetch: () => new Response(String(readFileSync)) };\n");
    const build = buildEdge({ entry: file, outFile: path.join(dir, 'out-fs.js') });
    await expect(build).rejects.toBeInstanceOf(EdgeBuildError);
    await expect(build).rejects.toThrow(/node:fs \(from .*uses-fs\.ts\)/);
  });

  it('refuses bare built-in names too', async () => {
    const file = await entry('uses-path.ts', "import path from 'path';\nexport default { fetch: () => new Response(path.sep) };\n");
    await expect(buildEdge({ entry: file, outFile: path.join(dir, 'out-path.js') })).rejects.toThrow(/path \(from .*uses-path\.ts\)/);
  });

  it('aliases node:diagnostics_channel to the shim, leaving no Node import in the output', async () => {
    const file = await entry(
      'uses-channel.ts',
      "export default { fetch: async () => { const dc = await import('node:diagnostics_channel'); return new Response(String(dc.channel('x').hasSubscribers)); } };\n",
    );
    const result = await buildEdge({ entry: file, outFile: path.join(dir, 'out-channel.js'), minify: false });
    expect(result.inputs).toContain('server/edge/diagnostics-channel-shim.ts');
    const code = await readFile(result.outFile, 'utf8');
    expect(code).not.toContain('node:');
    const module = (await import(result.outFile)) as { default: { fetch: () => Promise<Response> } };
    expect(await (await module.default.fetch()).text()).toBe('false');
  });
});
