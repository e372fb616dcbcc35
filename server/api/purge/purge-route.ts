// POST /api/purge (`Authorization: Bearer <PURGE_TOKEN>`, `Surrogate-Key: <key>...`): this instance's
// caches and, through Redis, every other's, before Varnish bans its own copies on a 200
// (deploy/varnish/site.vcl). Without PURGE_TOKEN the path is the API's 404.
import { createHash, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { ReportError } from '../../error-reporting';
import type { PageCache } from '../../page-cache/page-cache';
import type { Upstreams } from '../../upstream/upstreams';
import type { ApiRequest, ApiRoute } from '../api-route';
import { apiError, json, retryAfter } from '../api-responses';
import { NO_STORE } from '../cache-control';
import { defineRoute } from '../define-route';
import { invalidInput, refusalAnswer } from '../error-answer';
import { bearerToken, memoryLimiters, type RateLimit } from '../rate-limit';
import { createPurgeFanout, type PurgeFanout } from './purge-fanout';
import { purgeKeysSchema, type PurgePlan } from './purge-keys';

/** Clears this instance's page cache entries filed under the plan's keys and its content answers: how many of each it dropped. */
export function createLocalPurge(caches: { pageCache: PageCache | undefined; upstreams: Pick<Upstreams, 'purgeContent'> }) {
  return (plan: PurgePlan) => {
    let pages = 0;
    for (const key of plan.keys) pages += caches.pageCache?.purge(key) ?? 0;
    return { pages, content: caches.upstreams.purgeContent(plan.content) };
  };
}

export interface PurgeRouteDeps {
  purgeToken: string;
  /** The paths the page cache may hold (their `page:` keys are the known ones). */
  pagePaths: Iterable<string>;
  purgeLocal: ReturnType<typeof createLocalPurge>;
  /** REDIS_URL set: every other instance clears too; absent: one instance, nothing to pass on. */
  fanout?: Pick<PurgeFanout, 'publish'>;
  reportError: ReportError;
}

/** Wrong tokens a client may send: 5, then one a minute; past them its every purge is 429, right token or not. */
export const PURGE_WRONG_TOKEN_LIMIT: RateLimit = { perSecond: 1 / 60, burst: 5 };

/**
 * Wrong tokens all clients together may send to one instance: 20, then one a minute, so no change of
 * address adds tries; past them every purge is 429 (docs/operations.md#the-fleet-varnish-and-redis).
 */
export const PURGE_WRONG_TOKEN_LIMIT_ALL_CLIENTS: RateLimit = { perSecond: 1 / 60, burst: 20 };

/** The key of the count every client's wrong tokens share. */
const ALL_CLIENTS = '*';

export function createPurgeRoute(deps: PurgeRouteDeps): ApiRoute {
  const keysSchema = purgeKeysSchema(deps.pagePaths);
  // Hashes of equal length, so the comparison takes the same time whatever the token's length.
  const expected = digest(deps.purgeToken);
  const authorized = (request: ApiRequest) => {
    const token = bearerToken(request);
    return token !== undefined && timingSafeEqual(digest(token), expected);
  };
  // In this instance's memory even with Redis: each instance guards its own purge.
  const wrongTokens = memoryLimiters('purge-wrong-token:visitor', PURGE_WRONG_TOKEN_LIMIT);
  const wrongTokensAllClients = memoryLimiters('purge-wrong-token:all', PURGE_WRONG_TOKEN_LIMIT_ALL_CLIENTS);
  const refusedUntil = new LRUCache<string, number>({ max: 10_000 });
  const tooMany = (until: number) =>
    apiError(429, 'rate_limited', 'Too many wrong purge tokens. Try again later.', { 'retry-after': retryAfter(until - Date.now()) });
  return defineRoute(deps, {
    method: 'POST',
    path: 'purge',
    async handle(request) {
      const client = request.clientIp;
      for (const who of [ALL_CLIENTS, client]) {
        const until = refusedUntil.get(who);
        if (until !== undefined && until > Date.now()) return tooMany(until);
      }
      if (!authorized(request)) {
        // Counted against everyone as well as against the client, so no choice of address adds tries.
        for (const [who, limiter] of [[ALL_CLIENTS, wrongTokensAllClients], [client, wrongTokens]] as const) {
          const waitMs = await limiter.take(who);
          if (waitMs > 0) {
            refusedUntil.set(who, Date.now() + waitMs);
            return tooMany(Date.now() + waitMs);
          }
        }
        return apiError(401, 'unauthorized', 'A purge needs the purge token.', { 'www-authenticate': 'Bearer' });
      }
      const keys = keysSchema.safeParse(request.headers.get('surrogate-key') ?? '');
      if (!keys.success) return refusalAnswer(invalidInput(keys.error));
      const cleared = deps.purgeLocal(keys.data);
      if (!deps.fanout) return json(200, { keys: keys.data.keys, cleared, instances: 1 }, NO_STORE);
      try {
        const { instances } = await deps.fanout.publish(keys.data.keys);
        return json(200, { keys: keys.data.keys, cleared, instances }, NO_STORE);
      } catch (err) {
        // Not a 200: Varnish keeps its copies rather than refetch an instance that still has old ones.
        return json(
          503,
          { error: { code: 'purge_incomplete', message: `Cleared here, but not confirmed by every instance: ${err instanceof Error ? err.message : String(err)}` }, keys: keys.data.keys, cleared },
          NO_STORE,
        );
      }
    },
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The purge as the site wires it: the route, and with REDIS_URL the fan-out, its messages checked against the same keys. */
export function createSitePurge(options: {
  purgeToken: string;
  pagePaths: readonly string[];
  pageCache: PageCache | undefined;
  upstreams: Upstreams;
  redisUrl: string | undefined;
  logger: Pick<Logger, 'warn' | 'error'>;
  registry: Registry;
  reportError: ReportError;
}) {
  const purgeLocal = createLocalPurge(options);
  const keysSchema = purgeKeysSchema(options.pagePaths);
  const fanout = options.redisUrl
    ? createPurgeFanout({
        url: options.redisUrl,
        logger: options.logger,
        registry: options.registry,
        onRemotePurge(keys) {
          const plan = keysSchema.safeParse(keys.join(' '));
          if (!plan.success) throw new Error(`unknown keys from another instance: ${plan.error.message}`);
          purgeLocal(plan.data);
        },
      })
    : undefined;
  return {
    route: createPurgeRoute({ purgeToken: options.purgeToken, pagePaths: options.pagePaths, purgeLocal, reportError: options.reportError, ...(fanout ? { fanout } : {}) }),
    close: async () => fanout?.close(),
  };
}
