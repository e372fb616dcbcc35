// Mints a local agent link (docs/product/agents.md#agent-mode: an agent arrives with a token in the URL query):
//   npm run agent-link -- --name "Jane Citizen" --code A123 [--hours 8] [--base http://localhost:3000] [--path /flip-to-fibre]
// The token is HS256, signed with AGENT_TOKEN_SECRET when set, else the development secret the
// server uses outside production (server/config/env.ts). Real agent tokens come from the sales
// system; this is for trying agent mode locally.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { AGENT_LINK_TOKEN_PARAM } from '../shared/domain/agent-claims';
import { DEV_AGENT_TOKEN_SECRET } from '../server/config/env';

export interface AgentLinkOptions {
  name: string;
  code: string;
  hours?: number;
  base?: string;
  path?: string;
  secret?: string;
  /** Milliseconds since the epoch; injected by tests. */
  now?: number;
}

export async function agentLink(options: AgentLinkOptions): Promise<string> {
  const name = options.name.trim();
  const code = options.code.trim();
  if (!name) throw new Error('--name is required (the agent\'s full name, e.g. "Jane Citizen").');
  if (!code) throw new Error('--code is required (the agent code, e.g. A123).');
  const hours = options.hours ?? 8;
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 31) throw new Error('--hours must be a number of hours above 0 (31 days at most).');
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  const secret = options.secret ?? DEV_AGENT_TOKEN_SECRET;
  const token = await new SignJWT({ name, agent_code: code })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + Math.round(hours * 3600))
    .sign(new TextEncoder().encode(secret));
  const path = options.path ?? '/';
  const base = new URL(options.base ?? 'http://localhost:3000');
  const url = new URL(path, base);
  if (!path.startsWith('/') || url.origin !== base.origin)
    throw new Error('--path must be a path on the site starting with "/", e.g. /flip-to-fibre.');
  url.searchParams.set(AGENT_LINK_TOKEN_PARAM, token);
  return url.toString();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      code: { type: 'string' },
      hours: { type: 'string' },
      base: { type: 'string' },
      path: { type: 'string' },
    },
    strict: true,
  });
  if (!process.env.AGENT_TOKEN_SECRET && process.env.AGENT_JWKS_URL)
    throw new Error('AGENT_JWKS_URL is set: the server expects tokens signed by the key set, which this script cannot sign. Set AGENT_TOKEN_SECRET to mint HS256 links.');
  const link = await agentLink({
    name: values.name ?? '',
    code: values.code ?? '',
    hours: values.hours === undefined ? undefined : Number(values.hours),
    base: values.base ?? (process.env.SITE_URL || undefined),
    path: values.path,
    secret: process.env.AGENT_TOKEN_SECRET || undefined,
  });
  process.stdout.write(`${link}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`agent-link: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
