// The client build's text assets in brotli and gzip, at their strongest, written beside each one
// (server/middleware/asset-encodings.ts): compressed once per build, not at every server start.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { ENCODED_SUFFIX, isTextAsset } from '../../server/middleware/asset-encodings';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Writes `file`'s encodings beside it. */
async function precompressFile(file: string): Promise<void> {
  const identity = await readFile(file);
  await Promise.all([
    gzipAsync(identity, { level: 9 }).then((encoded) => writeFile(file + ENCODED_SUFFIX.gzip, encoded)),
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }).then((encoded) =>
      writeFile(file + ENCODED_SUFFIX.br, encoded),
    ),
  ]);
}

export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    // The files as written to the output directory (a chunk's code can still change on the way to disk).
    async writeBundle({ dir = '' }, bundle) {
      const files = Object.keys(bundle).filter((fileName) => fileName.startsWith('assets/') && isTextAsset(fileName));
      await Promise.all(files.map((fileName) => precompressFile(path.join(dir, fileName))));
    },
  };
}
