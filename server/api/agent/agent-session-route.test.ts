import { SignJWT } from 'jose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { routeListener } from '../route-listener.test-helper';
import { createAgentSessionRoute } from './agent-session-route';
import { createAgentTokenVerifier } from './verify-agent-token';

const SECRET = 'session-route-secret-that-is-long-enough-0123456789';
const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0);
const NOW_S = Math.floor(NOW_MS / 1000);

function sessionApp() {
  const app = routeListener([createAgentSessionRoute({
      verifyAgentToken: createAgentTokenVerifier({ secret: SECRET, clock: () => NOW_MS }),
      reportError: (err) => {
        throw err;
      },
    }),]);
  return app;
}

const sign = (claims: Record<string, unknown>, secret = SECRET) =>
  new SignJWT({ iat: NOW_S - 3600, ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

describe('POST /api/agent/session', () => {
  it('answers a verified token with what docs/product/frame.md#browser-storage keeps in local storage', async () => {
    const token = await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S + 8 * 3600 });
    const answer = await request(sessionApp()).post('/api/agent/session').send({ token }).expect(200);
    expect(answer.body).toEqual({ agentUsername: 'Jane', agentName: 'Jane Citizen', agentCode: 'A123', expiry: NOW_S + 8 * 3600, orderFormToken: token });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 401 for forged, expired and incomplete tokens', async () => {
    const bad = [
      await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S + 60 }, 'a-different-secret-that-is-long-enough-012345'),
      await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S - 60 }),
      await sign({ agent_code: 'A123', exp: NOW_S + 60 }),
      await sign({ name: 'Jane Citizen', exp: NOW_S + 60 }),
    ];
    for (const token of bad) {
      const answer = await request(sessionApp()).post('/api/agent/session').send({ token }).expect(401);
      expect(answer.body.error.code).toBe('invalid_agent_token');
    }
  });

  it('answers 400 without a token, 415 for a form post and 413 for an oversized body', async () => {
    const app = sessionApp();
    await request(app).post('/api/agent/session').send({}).expect(400);
    await request(app).post('/api/agent/session').set('content-type', 'application/json').send('{not json').expect(400);
    await request(app).post('/api/agent/session').type('form').send({ token: 'x' }).expect(415);
    await request(app).post('/api/agent/session').send({ token: 'x'.repeat(10_000) }).expect(413);
  });

  it('does not answer GET', async () => {
    await request(sessionApp()).get('/api/agent/session').expect(405);
  });
});
