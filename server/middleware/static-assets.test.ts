import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { publicFiles } from './static-assets';

const dir = mkdtempSync(path.join(tmpdir(), 'public-files-'));
writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(path.join(dir, 'icons'));
writeFileSync(path.join(dir, 'icons', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>logo</title></svg>');

const app = express();
app.use(publicFiles(dir));
app.use((_req, res) => void res.status(404).send('handed on'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('publicFiles', () => {
  it('serves the files public/ held at start, nested ones too, with a short cache', async () => {
    const top = await request(app).get('/favicon.svg');
    expect(top.status).toBe(200);
    expect(top.headers['cache-control']).toBe('public, max-age=3600');
    const nested = await request(app).get('/icons/logo.svg');
    expect(nested.status).toBe(200);
    expect(Buffer.from(nested.body as Buffer).toString('utf8')).toContain('<title>logo</title>');
  });

  it('hands every other path on (pages, files added later, folders)', async () => {
    writeFileSync(path.join(dir, 'added-later.txt'), 'late');
    for (const url of ['/broadband/nbn', '/added-later.txt', '/icons', '/icons/']) {
      const answer = await request(app).get(url);
      expect(answer.status, url).toBe(404);
      expect(answer.text, url).toBe('handed on');
    }
  });

  it('serves nothing from a folder that does not exist', async () => {
    const none = express().use(publicFiles(path.join(dir, 'missing'))).use((_req, res) => void res.status(404).end());
    expect((await request(none).get('/favicon.svg')).status).toBe(404);
  });
});
