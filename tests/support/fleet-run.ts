// The fleet project's globalSetup (vitest.config.ts): one fleet for the run (harness/start-fleet.ts:
// Varnish, two production instances sharing Redis, the provider in its own process), with an agent
// token secret made for the run. A fleet test file takes it with useSharedFleet(); files run one at a
// time, and each starts with Redis emptied, so no client limit or revocation an earlier file left
// counts against it. A file that takes parts of the fleet away (tests/fleet/fleet-failures.test.ts)
// starts a fleet of its own with startFleet().
import { Redis } from 'ioredis';
import { beforeAll, inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startFleet } from '../../harness/start-fleet';
import { newAgentTokenSecret } from './agent-token';

export interface SharedFleet {
  frontUrl: string;
  purgeToken: string;
  providerUrl: string;
  instances: { url: string; metricsUrl: string }[];
  redisUrl: string;
  /** The instances' AGENT_TOKEN_SECRET. */
  agentTokenSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedFleet: SharedFleet;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const agentTokenSecret = newAgentTokenSecret();
  // Revocations written to Redis reach the instances within 200 ms, not the 5 s an operator waits.
  const fleet = await startFleet({ siteEnv: { AGENT_TOKEN_SECRET: agentTokenSecret, AGENT_TOKEN_REVOKED_REFRESH_MS: '200' } });
  project.provide('sharedFleet', {
    frontUrl: fleet.frontUrl,
    purgeToken: fleet.purgeToken,
    providerUrl: fleet.providerUrl,
    instances: fleet.instances.map(({ url, metricsUrl }) => ({ url, metricsUrl })),
    redisUrl: fleet.redis.url,
    agentTokenSecret,
  });
  return () => fleet.stop();
}

/** The run's fleet, with Redis emptied before the file's tests. */
export function useSharedFleet(): SharedFleet {
  const fleet = inject('sharedFleet');
  beforeAll(async () => {
    const redis = new Redis(fleet.redisUrl);
    await redis.flushall();
    redis.disconnect();
  });
  return fleet;
}
