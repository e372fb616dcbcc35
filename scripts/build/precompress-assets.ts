// The client build's text assets in brotli and gzip, at their strongest, written beside each one
// (server/middleware/asset-encodings.ts): compressed once per build, not at every server start.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { ENCODED_SUFFIX, isTextAsset, type AssetEncodings } from '../../server/middleware/asset-encodings';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function compressAsset(identity: Buffer): Promise<AssetEncodings> {
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { gzip: gz, br };
}

/** Writes `file`'s encodings beside it. */
async function precompressFile(file: string): Promise<void> {
  const encodings = await compressAsset(await readFile(file));
  await Promise.all((Object.keys(ENCODED_SUFFIX) as (keyof AssetEncodings)[]).map((encoding) => writeFile(file + ENCODED_SUFFIX[encoding], encodings[encoding])));
}

export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The files as written (a chunk's code can still change on the way to disk).
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((fileName) => fileName.startsWith('assets/') && isTextAsset(fileName));
      await Promise.all(files.map((fileName) => precompressFile(path.join(outDir, fileName))));
    },
  };
}
