// A Node child the harness starts and waits for (the built site, the embedded provider, the bench's
// bare servers): it is up once its output has matched every `ready` pattern, whose first group is a
// URL it listens on (`urls`, in their order, localhost written as 127.0.0.1). A child that exits or
// does not get there in time fails the start with its output; `stop` sends SIGTERM and resolves
// with the exit code.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** Keeps the tail of a child's output (for the message of a failed start); every chunk also goes to onOutput. */
export function track(name: string, child: ChildProcess, onOutput?: (name: string, text: string) => void): { output(): string } {
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    onOutput?.(name, text);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { output: () => output };
}

export async function startListeningChild(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: readonly RegExp[],
  { timeoutMs = 60_000, onOutput }: { timeoutMs?: number; onOutput?: (text: string) => void } = {},
) {
  const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const { output } = track(name, child, onOutput && ((_name, text) => onOutput(text)));
  const urls = await new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      const found = ready.map((pattern) => pattern.exec(output())?.[1]?.replace('localhost', '127.0.0.1'));
      if (found.every((url) => url !== undefined)) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve(found as string[]);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output()}`));
    });
  });
  return {
    urls,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
