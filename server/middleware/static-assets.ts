// Hashed build assets are immutable for a year, text ones compressed once at start and served from memory
// (docs/architecture.md#budgets); everything else in public/ gets a short cache.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import express, { type RequestHandler } from 'express';
import { cacheControl } from '../api/cache-control';
import { negotiateEncoding, type PageEncoding } from '../page-cache/accept-encoding';

const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

type CompressedAsset = Record<PageEncoding, Buffer> & { type: string };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Compresses every text asset once; resolves when all are ready (requests fall back meanwhile). */
function compressAssets(dir: string, into: Map<string, CompressedAsset>): Promise<void> {
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return Promise.resolve();
  }
  return files
    .filter((file) => TEXT_TYPES[path.extname(file)])
    .reduce(async (previous, file) => {
      await previous; // one at a time: start-up must not starve live requests of the CPU
      const identity = readFileSync(path.join(dir, file));
      const [gz, br] = await Promise.all([
        gzipAsync(identity, { level: 9 }),
        brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      ]);
      into.set(`/${file}`, { type: TEXT_TYPES[path.extname(file)]!, identity, gzip: gz, br });
    }, Promise.resolve());
}

export function staticAssets(clientDir: string): RequestHandler[] {
  const dir = path.join(clientDir, 'assets');
  const compressed = new Map<string, CompressedAsset>();
  void compressAssets(dir, compressed);
  const fromMemory: RequestHandler = (req, res, next) => {
    const asset = compressed.get(req.path);
    if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const encoding = negotiateEncoding(req.get('accept-encoding'));
    const body = asset[encoding];
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', cacheControl('immutable'));
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };
  return [
    fromMemory,
    express.static(dir, { index: false, immutable: true, maxAge: '365d', fallthrough: false }) as RequestHandler,
  ];
}

/** The other files of public/, listed once at start: any other request goes on without a file-system look-up. */
export function publicFiles(dir: string): RequestHandler {
  const files = new Set(filesUnder(dir).map((file) => `/${file.split(path.sep).join('/')}`));
  const serve = express.static(dir, {
    index: false,
    redirect: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', cacheControl('hour'));
    },
  });
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}

/** Every file under `dir`, relative to it; none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}
