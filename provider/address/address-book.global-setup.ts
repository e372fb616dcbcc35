// The test projects' global setup: the address book built once per run (about two seconds), read from ADDRESS_BOOK_FILE.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAddressBookFile } from './address-book';

/** Sees that `env.ADDRESS_BOOK_FILE` names a built book, building it with `write` if need be; returns the teardown. */
export function addressBookOnce(env: NodeJS.ProcessEnv, write: (file: string) => void): () => void {
  // `npm test` names one file for all its vitest runs (scripts/npm-test.mjs) and removes it at its end:
  // the first run to start builds it, the others find it. Within one run, every project's global setup
  // runs in one process, so the first builds it and the others find it.
  const named = env.ADDRESS_BOOK_FILE;
  if (named !== undefined && existsSync(named)) return () => {};
  if (named !== undefined) {
    // Written beside it and renamed into place, so that a run starting meanwhile never reads half a book.
    const partial = `${named}.${process.pid}`;
    write(partial);
    renameSync(partial, named);
    return () => {};
  }
  const file = path.join(tmpdir(), `address-book-${process.pid}.v8`);
  write(file);
  env.ADDRESS_BOOK_FILE = file;
  return () => rmSync(file, { force: true });
}

export default function buildAddressBookOnce(): () => void {
  return addressBookOnce(process.env, writeAddressBookFile);
}
