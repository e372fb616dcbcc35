// A text asset of the client build in brotli and gzip, made once at build time into files beside it
// (scripts/build/precompress-assets.ts) and read at start (static-assets.ts): compressing cost a start 2 CPU-seconds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageEncoding } from '../page-cache/accept-encoding';

export const TEXT_ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export type AssetEncodings = Record<Exclude<PageEncoding, 'identity'>, Buffer>;

/** The file beside an asset that holds it in each encoding. */
export const ENCODED_SUFFIX: Record<keyof AssetEncodings, string> = { br: '.br', gzip: '.gz' };

export const isTextAsset = (file: string): boolean => path.extname(file) in TEXT_ASSET_TYPES;

/** The encodings the build wrote beside `file`; undefined when it wrote none. */
export function builtEncodings(file: string): AssetEncodings | undefined {
  try {
    return { br: readFileSync(file + ENCODED_SUFFIX.br), gzip: readFileSync(file + ENCODED_SUFFIX.gzip) };
  } catch {
    return undefined;
  }
}
