// Runs one compressor over a page's pieces, flushing after each, and returns the output of each
// piece separately (byte aligned, since every flush ends on a byte boundary) plus the stream's end.
import type { Transform } from 'node:stream';

export interface PiecewiseOutput {
  /** Output produced by writing piece i and flushing. */
  pieces: Buffer[];
  /** Output produced when the stream finishes (the final block and trailer, if any). */
  end: Buffer;
}

type FlushingStream = Transform & { flush(kind: number, callback: () => void): void };

export async function compressPiecewise(stream: FlushingStream, inputs: readonly Buffer[], flushKind: number): Promise<PiecewiseOutput> {
  const pending: Buffer[] = [];
  let failure: Error | undefined;
  stream.on('data', (chunk: Buffer) => pending.push(chunk));
  stream.on('error', (error: Error) => (failure = error));
  const take = () => {
    const out = Buffer.concat(pending);
    pending.length = 0;
    return out;
  };
  const pieces: Buffer[] = [];
  for (const input of inputs) {
    if (input.length > 0) stream.write(input);
    await new Promise<void>((resolve) => stream.flush(flushKind, resolve));
    if (failure) throw failure;
    pieces.push(take());
  }
  await new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('error', reject);
    stream.end();
  });
  if (failure) throw failure;
  return { pieces, end: take() };
}
