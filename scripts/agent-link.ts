// Prints a local agent link (docs/product/agents.md#agent-mode), signed as docs/operations.md#agent-tokens says.
//   npm run agent-link -- --name "Jane Citizen" --code A123 [--hours 8] [--base http://localhost:3000] [--path /flip-to-fibre]
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEV_AGENT_LINK_PATH } from '../server/api/agent/dev-agent-link-route';
import { mintAgentToken } from '../server/api/agent/mint-agent-token';
import { AGENT_LINK_TOKEN_PARAM } from '../shared/domain/agent/agent-claims';
import { DEFAULT_AGENT_TOKEN_MAX_AGE_S } from '../shared/domain/agent/agent-token-lifetime';

export const DEFAULT_BASE = 'http://localhost:3000';

export interface AgentLinkOptions {
  name: string;
  code: string;
  hours?: number;
  /** The server asked for the token, and the link's origin. */
  base?: string;
  path?: string;
  /** AGENT_TOKEN_SECRET: sign here instead of asking the server. */
  secret?: string;
  /** The longest life the server accepts (AGENT_TOKEN_MAX_AGE_S) when signing here. */
  maxAgeSeconds?: number;
  /** Milliseconds since the epoch when signing here; injected by tests. */
  now?: number;
}

/** A token from the running server's loopback route (server/api/agent/dev-agent-link-route.ts). */
async function tokenFromServer(base: URL, name: string, code: string, hours: number): Promise<string> {
  const url = new URL(DEV_AGENT_LINK_PATH, base);
  url.search = new URLSearchParams({ name, code, hours: String(hours) }).toString();
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new Error(`No server answered at ${base.origin}: start it first (npm start or npm run dev), or pass --base with its address.`);
  }
  const body = (await answer.json().catch(() => null)) as { token?: unknown; error?: { message?: unknown } } | null;
  if (answer.ok && typeof body?.token === 'string') return body.token;
  if (answer.status === 404)
    throw new Error(
      `The server at ${base.origin} makes no agent links: it runs in production, with AGENT_TOKEN_SECRET or AGENT_JWKS_URL configured, or is not on this machine. ` +
        'With AGENT_TOKEN_SECRET, run this script with the same AGENT_TOKEN_SECRET.',
    );
  throw new Error(`The server at ${base.origin} refused: ${String(body?.error?.message ?? answer.status)}`);
}

export async function agentLink(options: AgentLinkOptions): Promise<string> {
  const name = options.name.trim();
  const code = options.code.trim();
  if (!name) throw new Error('--name is required (the agent\'s full name, e.g. "Jane Citizen").');
  if (!code) throw new Error('--code is required (the agent code, e.g. A123).');
  const hours = options.hours ?? 8;
  const maxAgeSeconds = options.maxAgeSeconds ?? DEFAULT_AGENT_TOKEN_MAX_AGE_S;
  if (!Number.isFinite(hours) || hours <= 0 || hours * 3600 > maxAgeSeconds)
    throw new Error(`--hours must be a number of hours above 0 and at most ${maxAgeSeconds / 3600} (AGENT_TOKEN_MAX_AGE_S).`);
  const path = options.path ?? '/';
  const base = new URL(options.base ?? DEFAULT_BASE);
  const url = new URL(path, base);
  if (!path.startsWith('/') || url.origin !== base.origin)
    throw new Error('--path must be a path on the site starting with "/", e.g. /flip-to-fibre.');
  const token = options.secret
    ? (await mintAgentToken({ name, code, hours, ...(options.now === undefined ? {} : { now: options.now }) }, options.secret)).token
    : await tokenFromServer(base, name, code, hours);
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
  const maxAge = process.env.AGENT_TOKEN_MAX_AGE_S ? Number(process.env.AGENT_TOKEN_MAX_AGE_S) : undefined;
  const link = await agentLink({
    name: values.name ?? '',
    code: values.code ?? '',
    hours: values.hours === undefined ? undefined : Number(values.hours),
    base: values.base ?? (process.env.SITE_URL || undefined),
    path: values.path,
    secret: process.env.AGENT_TOKEN_SECRET || undefined,
    ...(maxAge !== undefined && Number.isFinite(maxAge) ? { maxAgeSeconds: maxAge } : {}),
  });
  process.stdout.write(`${link}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`agent-link: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
