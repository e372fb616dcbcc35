// Hashed build assets are immutable for a year, text ones served from memory in the encodings the build
// made (asset-encodings.ts, docs/architecture.md#budgets); everything else in public/ gets a short cache.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { cacheControl } from '../api/cache-control';
import { negotiateEncoding } from '../page-cache/accept-encoding';
import { builtEncodings, isTextAsset, TEXT_ASSET_TYPES, type AssetEncodings } from './asset-encodings';

type EncodedAsset = AssetEncodings & { identity: Buffer; type: string };

/** Every text asset with the encodings the build wrote beside it, read before the first request; one without them is served from disk as it is. */
function encodedAssets(dir: string): Map<string, EncodedAsset> {
  const assets = new Map<string, EncodedAsset>();
  for (const file of existsSync(dir) ? readdirSync(dir).filter(isTextAsset) : []) {
    const encodings = builtEncodings(path.join(dir, file));
    if (encodings) assets.set(`/${file}`, { type: TEXT_ASSET_TYPES[path.extname(file)]!, identity: readFileSync(path.join(dir, file)), ...encodings });
  }
  return assets;
}

export function staticAssets(clientDir: string): RequestHandler[] {
  const dir = path.join(clientDir, 'assets');
  const encoded = encodedAssets(dir);
  const fromMemory: RequestHandler = (req, res, next) => {
    const asset = encoded.get(req.path);
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
