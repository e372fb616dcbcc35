import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetsFromManifest, CLIENT_ENTRY } from './asset-manifest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('assetsFromManifest', () => {
  it('preloads the entry module itself (the inline loader adds it), then its imports and the page chunks', () => {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        [CLIENT_ENTRY]: { file: 'assets/entry-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/site-1.css'] },
        '_react.js': { file: 'assets/react-1.js' },
        'client/app/pages/home.tsx': { file: 'assets/home-1.js', imports: ['_react.js'] },
      }),
    );
    const assets = assetsFromManifest(dir);
    expect(assets.bootstrapModules).toEqual(['/assets/entry-1.js']);
    expect(assets.resolve(['client/app/pages/home.tsx'])).toEqual({
      stylesheets: ['/assets/site-1.css'],
      modulePreloads: ['/assets/entry-1.js', '/assets/react-1.js', '/assets/home-1.js'],
    });
  });
});
