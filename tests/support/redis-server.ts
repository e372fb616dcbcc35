// Debian's redis-server for tests, as the fleet runs it (harness/start-fleet.ts fleetTools): on a
// free loopback port, or a given one (a restart on the same address), keeping nothing on disk, as
// a Redis without append-only persistence loses its data on restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../harness/processes';
import { fleetProcess, waitFor } from '../../harness/listening-child';
import { fleetTools, redisAnswers } from '../../harness/start-fleet';

export interface TestRedis {
  url: string;
  port: number;
  process: ChildProcess;
  /** Ends it (SIGKILL: a crash, nothing saved) and waits for the exit. */
  kill(): Promise<void>;
}

/**
 * Resolves once the server answers a PING, polled on a fresh connection each time as the fleet
 * polls its own (harness/start-fleet.ts): one client reused for the probe would be left
 * reconnecting by itself after a first refused connect, every later connect() refused as
 * "already connecting", and the wait would run out its whole loop (10 s) on every start.
 */
export async function startRedisServer(port?: number): Promise<TestRedis> {
  const listenOn = port ?? (await freePort());
  const child = spawn(fleetTools().redisServer, ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `redis://127.0.0.1:${listenOn}`;
  await waitFor('redis-server', child, () => output, () => redisAnswers(listenOn), 30_000);
  return { url, port: listenOn, process: child, kill: fleetProcess('redis-server', child).kill };
}
