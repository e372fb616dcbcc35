// The test projects' global setup (vitest.config.ts): the address book is built once per test run
// (about two seconds), and every worker and provider process reads it from ADDRESS_BOOK_FILE.
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAddressBookFile } from './address-book';

export default function buildAddressBookOnce(): () => void {
  // Every project's global setup runs in this one process: the first builds the book, the others find it.
  const built = process.env.ADDRESS_BOOK_FILE;
  if (built !== undefined && existsSync(built)) return () => {};
  const file = path.join(tmpdir(), `address-book-${process.pid}.v8`);
  writeAddressBookFile(file);
  process.env.ADDRESS_BOOK_FILE = file;
  return () => rmSync(file, { force: true });
}
