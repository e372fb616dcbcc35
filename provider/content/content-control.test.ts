// Test-only content edits at the embedded provider (the fleet's purge test changes a document at
// run time and expects the site to show it after a purge).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createProviderApp } from '../app';

const DOCUMENT = '/api/getContent/pages/about-us';

describe('content control routes', () => {
  it('replace a document the registry has, and restore every document', async () => {
    const { app } = createProviderApp();
    const original = (await request(app).get(DOCUMENT).expect(200)).body as { title: string };
    expect(original.title).toBe('About us');
    await request(app).put('/__control/content/pages/about-us').send({ title: 'Edited' }).expect(200, { replaced: 'pages/about-us' });
    await request(app).get(DOCUMENT).expect(200, { title: 'Edited' });
    await request(app).delete('/__control/content').expect(200);
    await request(app).get(DOCUMENT).expect(200, original);
  });

  it('never add a document or take a body that is not JSON content', async () => {
    const { app } = createProviderApp();
    await request(app).put('/__control/content/pages/nope').send({ title: 'New' }).expect(404);
    await request(app).put('/__control/content/constructor/prototype').send({ title: 'New' }).expect(404);
    await request(app).get('/api/getContent/pages/nope').expect(404);
    await request(app).put('/__control/content/pages/about-us').set('content-type', 'application/json').send('"text"').expect(400);
  });

  it('answer loopback callers only', async () => {
    const { app } = createProviderApp();
    await request(app).put('/__control/content/pages/about-us').set('X-Forwarded-For', '203.0.113.9').send({ title: 'x' }).expect(403);
    await request(app).delete('/__control/content').set('X-Forwarded-For', '203.0.113.9').expect(403);
  });
});
