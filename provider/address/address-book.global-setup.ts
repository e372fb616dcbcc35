// The test projects' global setup: the address book built once per run (about two seconds), read from ADDRESS_BOOK_FILE.
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
