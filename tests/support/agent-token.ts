// Agent tokens as the sales system signs them (docs/product/agents.md#agent-token), for the tests that
// log an agent in: a secret made for the run (no test signs with a key written in the repository) and
// a token for Jane Citizen (A123), issued a minute ago and valid for an hour unless the claims say otherwise.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

export const newAgentTokenSecret = (): string => randomBytes(32).toString('base64url');

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signAgentToken(secret: string, claims: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT({ name: 'Jane Citizen', agent_code: 'A123', iat: nowSeconds() - 60, exp: nowSeconds() + 3600, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** provider/address/SCENARIOS.md `flip-ready-fttn`, ordering its Family nbn 100/20 flip plan with every extra. */
export const FLIP_ORDER_FORM = {
  service_type: 'flipToFibre',
  plan_id: '10591',
  modem: '1',
  extender: '1',
  voip: 'unlimited',
  home_secure: '1',
  transfer_plan: '50',
  sq_address: '14 Lyrebird Rise, Brunswick VIC 3056',
  location_nbn: 'LOC000184726551',
} as const;
