// The harness's child processes (their output's tail kept for a failed start), waiting for a start and cleaning up after one.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** Where `name` is on PATH, or undefined when it is not installed. */
export function commandPath(name: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** `stop`: SIGTERM (graceful: readiness 503, drain, exit), waiting for the exit; `kill`: SIGKILL, the instance gone mid-request. */
export function fleetProcess(name: string, child: ChildProcess) {
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(sig);
    await exited;
  };
  return { name, process: child, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

/** `command` started from the project root; every chunk of its output also goes to onOutput. */
export function spawnChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, onOutput?: (name: string, text: string) => void) {
  const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    onOutput?.(name, text);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { ...fleetProcess(name, child), output: () => output };
}

/** Asks `probe` every `everyMs` until it passes; past `deadline` (ms since the epoch), throws `timedOut()`. */
export async function pollUntil(probe: () => boolean | Promise<boolean>, deadline: number, everyMs: number, timedOut: () => Error): Promise<void> {
  while (!(await probe())) {
    if (Date.now() > deadline) throw timedOut();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves when `probe` passes; rejects with the process's output when it exits or time runs out. */
export async function waitFor(name: string, child: ChildProcess, output: () => string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = () => {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    return probe().catch(() => false);
  };
  await pollUntil(started, Date.now() + timeoutMs, 100, () => new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output()}`));
}

/** `pending`; when it rejects, `cleanUp` runs first (nothing outlives a failed start), then the rejection goes on. */
export const cleaningUpOnFailure = <T>(pending: Promise<T>, cleanUp: () => Promise<unknown>): Promise<T> =>
  pending.catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });

/** A Node child, up once its output matched every `ready` pattern, whose first groups are its `urls`; killed if it never does. */
export async function startListeningChild(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: readonly RegExp[],
  { timeoutMs = 60_000, onOutput }: { timeoutMs?: number; onOutput?: (text: string) => void } = {},
) {
  const child = spawnChild(name, process.execPath, args, env, onOutput && ((_name, text) => onOutput(text)));
  const urls = () => ready.map((pattern) => pattern.exec(child.output())?.[1]?.replace('localhost', '127.0.0.1'));
  await cleaningUpOnFailure(waitFor(name, child.process, child.output, async () => urls().every((url) => url !== undefined), timeoutMs), child.kill);
  return {
    urls: urls() as string[],
    process: child.process,
    async stop() {
      await child.stop();
      return child.process.exitCode;
    },
  };
}
