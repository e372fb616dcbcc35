import { describe, expect, it } from 'vitest';
import { agentSessionSchema, apiErrorBodySchema } from './site-api';

const SESSION = { agentUsername: 'Jane', agentName: 'Jane Citizen', agentCode: 'A123', expiry: 1_900_000_000, orderFormToken: 'h.p.s' };

describe('agentSessionSchema (docs/product/agents.md#agent-session agent session: what the browser may keep)', () => {
  it('takes a whole session and drops anything else', () => {
    expect(agentSessionSchema.parse({ ...SESSION, role: 'admin' })).toEqual(SESSION);
  });

  it('refuses an empty name, code or token, and an expiry that is not a finite number', () => {
    for (const field of ['agentUsername', 'agentName', 'agentCode', 'orderFormToken'] as const) {
      expect(agentSessionSchema.safeParse({ ...SESSION, [field]: '' }).success).toBe(false);
    }
    expect(agentSessionSchema.safeParse({ ...SESSION, expiry: '1900000000' }).success).toBe(false);
    expect(agentSessionSchema.safeParse({ ...SESSION, expiry: Number.POSITIVE_INFINITY }).success).toBe(false);
  });
});

describe('apiErrorBodySchema (docs/architecture.md#contracts: { error: { code, message } })', () => {
  it('reads the contact form’s field messages, and refuses a body without code and message', () => {
    const body = { error: { code: 'invalid_contact', message: 'Please check the form.', fields: { email: ['Enter an email.'] } } };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBodySchema.safeParse({ error: 'nope' }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ error: { code: 'x' } }).success).toBe(false);
  });
});
