import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { builtEncodings } from '../../server/middleware/asset-encodings';
import { precompressAssets } from './precompress-assets';

const outDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Runs the plugin's writeBundle as Vite would, on files already written to `outDir`. */
async function writeBundle(files: Record<string, string>): Promise<void> {
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(outDir, name), text);
  const plugin = precompressAssets();
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, { fileName: name }])) as unknown as Rollup.OutputBundle;
  await (plugin.writeBundle as (options: Rollup.NormalizedOutputOptions, bundle: Rollup.OutputBundle) => Promise<void>)({ dir: outDir } as Rollup.NormalizedOutputOptions, bundle);
}

describe('precompressAssets (the client build)', () => {
  it('writes brotli and gzip beside every text asset, each decoding to the file as written', async () => {
    const script = `export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Plan ${i}` })))};\n`;
    await writeBundle({ 'assets/entry-abc123.js': script, 'assets/site-def456.css': 'body { margin: 0 }\n' });
    for (const [name, text] of [['assets/entry-abc123.js', script], ['assets/site-def456.css', 'body { margin: 0 }\n']] as const) {
      const encodings = builtEncodings(path.join(outDir, name));
      expect(encodings, name).toBeDefined();
      expect(brotliDecompressSync(encodings!.br).toString('utf8')).toBe(text);
      expect(gunzipSync(encodings!.gzip).toString('utf8')).toBe(text);
    }
    // Brotli at its strongest: the repetitive script shrinks to a small part of itself.
    expect(readFileSync(path.join(outDir, 'assets/entry-abc123.js.br')).length).toBeLessThan(script.length / 5);
  });

  it('leaves what is not a text asset, and files outside assets/, alone', async () => {
    await writeBundle({ 'assets/font-1a2b.woff2': 'wOF2', 'index.json': '{}' });
    expect(existsSync(path.join(outDir, 'assets/font-1a2b.woff2.br'))).toBe(false);
    expect(existsSync(path.join(outDir, 'index.json.br'))).toBe(false);
  });
});
