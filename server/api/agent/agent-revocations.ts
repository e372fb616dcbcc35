// Revoked agent tokens (docs/operations.md#agent-tokens): by `jti`, or by `agent_code` (up to a time),
// from AGENT_TOKEN_REVOKED and, with REDIS_URL, a Redis set every instance reads again every few seconds.
// Checked in memory; when Redis fails or comes back empty after a restart, the entries last read stay.
import type { Logger } from 'pino';
import { Counter, Gauge, type Registry } from 'prom-client';
import { REVOCATION_ENTRY } from '../../config/agent-revocation-setting';
import { redisClient } from '../redis-client';

/** The Redis set of revocation entries (`SADD agent-tokens:revoked jti:… agent:…`). */
export const AGENT_REVOCATIONS_REDIS_KEY = 'agent-tokens:revoked';
const WARN_EVERY_MS = 60_000;

export interface RevocationList {
  tokenIds: ReadonlySet<string>;
  /** Agent code → tokens issued at or before this time (seconds) are revoked; Infinity: all. */
  agents: ReadonlyMap<string, number>;
}

/** What the check needs to know about a verified token. */
export interface RevocableToken {
  tokenId?: string | undefined;
  agentCode: string;
  /** `iat`, seconds since the epoch. */
  issuedAt: number;
}

export function parseRevocations(entries: Iterable<string>): { list: RevocationList; invalid: string[] } {
  const tokenIds = new Set<string>();
  const agents = new Map<string, number>();
  const invalid: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (!REVOCATION_ENTRY.test(entry)) {
      invalid.push(entry);
      continue;
    }
    if (entry.startsWith('jti:')) {
      tokenIds.add(entry.slice('jti:'.length));
      continue;
    }
    const [code, at] = entry.slice('agent:'.length).split('@') as [string, string | undefined];
    const until = at === undefined ? Infinity : Number(at);
    agents.set(code, Math.max(agents.get(code) ?? -Infinity, until));
  }
  return { list: { tokenIds, agents }, invalid };
}

export function isRevokedBy(list: RevocationList, token: RevocableToken): boolean {
  if (token.tokenId !== undefined && list.tokenIds.has(token.tokenId)) return true;
  const until = list.agents.get(token.agentCode);
  return until !== undefined && token.issuedAt <= until;
}

export interface AgentRevocationOptions {
  /** AGENT_TOKEN_REVOKED entries (validated by the env schema). */
  configured: readonly string[];
  /** REDIS_URL: also the entries of the Redis set, read again every `refreshMs`. */
  redisUrl?: string | undefined;
  /** AGENT_TOKEN_REVOKED_REFRESH_MS. */
  refreshMs: number;
  logger: Pick<Logger, 'warn' | 'info'>;
  registry?: Registry;
}

export function createAgentRevocations(options: AgentRevocationOptions) {
  const configured = parseRevocations(options.configured).list;
  let fromRedis: RevocationList = { tokenIds: new Set(), agents: new Map() };
  const registers = options.registry ? [options.registry] : [];
  const inForce = new Gauge({
    name: 'agent_token_revocations',
    help: 'Agent-token revocation entries in force (AGENT_TOKEN_REVOKED and the Redis set), by source.',
    labelNames: ['source'],
    registers,
  });
  inForce.set({ source: 'config' }, configured.tokenIds.size + configured.agents.size);
  inForce.set({ source: 'redis' }, 0);
  const failures = new Counter({
    name: 'agent_token_revocation_refresh_failures_total',
    help: 'Reads of the Redis revocation set that failed (the entries read before stay in force).',
    registers,
  });

  const isRevoked = (token: RevocableToken) => isRevokedBy(configured, token) || isRevokedBy(fromRedis, token);
  if (!options.redisUrl) return { isRevoked, refresh: async () => {}, close: async () => {} };

  // Failures are counted per read below.
  const client = redisClient(options.redisUrl, { commandTimeout: 1000 });
  let lastWarning = -Infinity;
  let lastSeen = '';
  let running: Promise<void> | undefined;
  /** The run id of the Redis the entries in force were read from. */
  let readFromRun: string | undefined;
  /** The set vanished with a Redis restart: the entries last read are kept until it is written again. */
  let keptAcrossRestart = false;
  const read = async () => {
    try {
      const [info, members] = await Promise.all([client.info('server'), client.smembers(AGENT_REVOCATIONS_REDIS_KEY)]);
      const runId = /^run_id:(\w+)/m.exec(info)?.[1];
      const entries = members.sort();
      const inForceCount = fromRedis.tokenIds.size + fromRedis.agents.size;
      // Empty, from another Redis process (run id): a restart that lost the set, not an operator's SREM.
      if (entries.length === 0 && inForceCount > 0 && (keptAcrossRestart || (runId !== undefined && runId !== readFromRun))) {
        if (!keptAcrossRestart)
          options.logger.warn(
            { entries: inForceCount },
            'agent-token revocation set vanished with a Redis restart: the entries last read stay in force until the set is written again',
          );
        keptAcrossRestart = true;
        return;
      }
      keptAcrossRestart = false;
      readFromRun = runId;
      const { list, invalid } = parseRevocations(entries);
      fromRedis = list;
      inForce.set({ source: 'redis' }, list.tokenIds.size + list.agents.size);
      const seen = entries.join('\n');
      if (seen !== lastSeen) {
        lastSeen = seen;
        // Entries only, never a token: jti and agent code identify, they do not authenticate.
        options.logger.info({ entries: list.tokenIds.size + list.agents.size, invalid }, 'agent-token revocations read from Redis');
      }
    } catch (err) {
      failures.inc();
      if (Date.now() - lastWarning >= WARN_EVERY_MS) {
        lastWarning = Date.now();
        options.logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'agent-token revocations could not be read from Redis: the entries read before stay in force',
        );
      }
    }
  };
  let queued: Promise<void> | undefined;
  /** Resolves, never rejects, once a read begun after the call is done: one in flight may predate a write. */
  const refresh = (): Promise<void> => {
    if (running) return (queued ??= running.then(() => ((queued = undefined), refresh())));
    return (running = read().finally(() => (running = undefined)));
  };
  void refresh();
  const timer = setInterval(() => void (running ?? refresh()), options.refreshMs);
  timer.unref();
  return {
    isRevoked,
    refresh,
    async close() {
      clearInterval(timer);
      client.disconnect();
    },
  };
}
