// The fleet project's globalSetup (vitest.config.ts): one fleet for the run (harness/start-fleet.ts:
// Varnish, two production instances sharing Redis, the provider in its own process), with an agent
// token secret made for the run. A fleet test file takes it with useSharedFleet(); files run one at a
// time, and each starts with Redis emptied, so no client limit or revocation an earlier file left
// counts against it. The file that takes parts of the fleet away (tests/fleet/fleet-failures.test.ts:
// Redis stopped, an instance killed, by their process ids) runs last (tests/support/fleet-last.ts),
// and every file first checks that the fleet is whole.
import { Redis } from 'ioredis';
import { beforeAll, expect, inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startFleet } from '../../harness/start-fleet';
import { newAgentTokenSecret } from './agent-token';

export interface SharedFleet {
  frontUrl: string;
  purgeToken: string;
  providerUrl: string;
  instances: { url: string; metricsUrl: string; pid: number }[];
  redisUrl: string;
  redisPid: number;
  /** The instances' AGENT_TOKEN_SECRET. */
  agentTokenSecret: string;
}

/**
 * The readiness probe's deadline in the tests' Varnish, in place of the deployed 1 s. `npm test` runs
 * the fleet and the servers' files at the lowest priority beside other work (scripts/npm-test.mjs),
 * Varnish's probes included: on a starved machine both instances failed two
 * probes in a row while well, and Varnish answered 503 for every page it had not stored. A stopped
 * instance still leaves the rotation at once (its /readyz answers 503, a closed one refuses the
 * connection); only slowness is forgiven.
 */
export const PATIENT_PROBE_TIMEOUT_SECONDS = 10;

declare module 'vitest' {
  export interface ProvidedContext {
    sharedFleet: SharedFleet;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const agentTokenSecret = newAgentTokenSecret();
  // Revocations written to Redis reach the instances within 200 ms, not the 5 s an operator waits.
  const fleet = await startFleet({
    siteEnv: { AGENT_TOKEN_SECRET: agentTokenSecret, AGENT_TOKEN_REVOKED_REFRESH_MS: '200' },
    probeTimeoutSeconds: PATIENT_PROBE_TIMEOUT_SECONDS,
  });
  project.provide('sharedFleet', {
    frontUrl: fleet.frontUrl,
    purgeToken: fleet.purgeToken,
    providerUrl: fleet.providerUrl,
    instances: fleet.instances.map(({ url, metricsUrl, process }) => ({ url, metricsUrl, pid: process.pid! })),
    redisUrl: fleet.redis.url,
    redisPid: fleet.redis.process.pid!,
    agentTokenSecret,
  });
  return () => fleet.stop();
}

/** The run's fleet, whole (every instance ready, Redis answering), with Redis emptied before the file's tests. */
export function useSharedFleet(): SharedFleet {
  const fleet = inject('sharedFleet');
  beforeAll(async () => {
    const gone = fleet.instances.filter((site) => !isRunning(site.pid)).map((site) => site.url);
    if (!isRunning(fleet.redisPid)) gone.push(fleet.redisUrl);
    if (gone.length > 0) throw new Error(`the shared fleet has lost ${gone.join(', ')}: a file that takes it apart ran before this one (tests/support/fleet-last.ts)`);
    for (const site of fleet.instances) expect((await fetch(`${site.url}/readyz`)).status, `${site.url}/readyz`).toBe(200);
    const redis = new Redis(fleet.redisUrl);
    await redis.flushall();
    redis.disconnect();
  });
  return fleet;
}

/** Whether the process is still there (signal 0 only asks; a child is reaped as soon as it exits). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends the fleet process `signal` and waits until it has exited. */
export async function signalFleetProcess(pid: number, signal: NodeJS.Signals): Promise<void> {
  process.kill(pid, signal);
  await expect.poll(() => isRunning(pid), { timeout: 20_000, interval: 20 }).toBe(false);
}
