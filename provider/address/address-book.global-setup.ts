// The unit project's global setup (vitest.config.ts): the embedded provider's address book is built
// once per test run, not in every test file that starts a provider (about two seconds each).
// Each worker reads it from the file ADDRESS_BOOK_FILE names (address-book.ts loadAddressBook).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAddressBookFile } from './address-book';

export default function buildAddressBookOnce(): () => void {
  const file = path.join(tmpdir(), `address-book-${process.pid}.v8`);
  writeAddressBookFile(file);
  process.env.ADDRESS_BOOK_FILE = file;
  return () => rmSync(file, { force: true });
}
