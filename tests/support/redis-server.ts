// Debian's redis-server for tests, as the fleet runs it (harness/start-fleet.ts fleetTools): on a
// free loopback port, or a given one (a restart on the same address), keeping nothing on disk, as
// a Redis without append-only persistence loses its data on restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { freePort } from '../../harness/processes';
import { fleetTools } from '../../harness/start-fleet';

export interface TestRedis {
  url: string;
  port: number;
  process: ChildProcess;
  /** Ends it (SIGKILL: a crash, nothing saved) and waits for the exit. */
  kill(): Promise<void>;
}

export async function startRedisServer(port?: number): Promise<TestRedis> {
  const listenOn = port ?? (await freePort());
  const child = spawn(fleetTools().redisServer, ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${listenOn}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
  probe.on('error', () => {});
  for (let i = 0; i < 100; i++) {
    if (await probe.connect().then(() => probe.ping(), () => undefined)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  probe.disconnect();
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  return { url, port: listenOn, process: child, kill };
}
