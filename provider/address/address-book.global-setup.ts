// The test projects' global setup (vitest.config.ts): the embedded provider's address book is built
// once per test run, not in every test file or process that starts a provider (about two seconds
// each). Each worker and each provider process reads it from the file ADDRESS_BOOK_FILE names
// (address-book.ts loadAddressBook).
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAddressBookFile } from './address-book';

export default function buildAddressBookOnce(): () => void {
  // Vitest runs every project's global setups in this one process before any test: the first
  // builds the book, and the others find it.
  const built = process.env.ADDRESS_BOOK_FILE;
  if (built !== undefined && existsSync(built)) return () => {};
  const file = path.join(tmpdir(), `address-book-${process.pid}.v8`);
  writeAddressBookFile(file);
  process.env.ADDRESS_BOOK_FILE = file;
  return () => rmSync(file, { force: true });
}
