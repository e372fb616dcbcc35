import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addressBookOnce } from './address-book.global-setup';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A writer that counts its builds and writes a stand-in book. */
function countingWriter() {
  const built: string[] = [];
  return { built, write: (file: string) => (built.push(file), writeFileSync(file, `book ${built.length}`)) };
}

describe('the address book, built once per test run', () => {
  it('a file named by npm test is built by the first run and found by the next; neither removes it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'book-once-'));
    dirs.push(dir);
    const env = { ADDRESS_BOOK_FILE: path.join(dir, 'address-book.v8') };
    const writer = countingWriter();
    const firstTeardown = addressBookOnce(env, writer.write);
    const secondTeardown = addressBookOnce(env, writer.write);
    expect(writer.built).toHaveLength(1);
    // Built beside the name and renamed into place: no other file left in the folder.
    expect(writer.built[0]).not.toBe(env.ADDRESS_BOOK_FILE);
    expect(readFileSync(env.ADDRESS_BOOK_FILE, 'utf8')).toBe('book 1');
    firstTeardown();
    secondTeardown();
    expect(existsSync(env.ADDRESS_BOOK_FILE)).toBe(true);
    expect(existsSync(writer.built[0]!)).toBe(false);
  });

  it('a run of its own builds a book, names it for its projects, and removes it at its end', () => {
    const env: NodeJS.ProcessEnv = {};
    const writer = countingWriter();
    const teardown = addressBookOnce(env, writer.write);
    const file = env.ADDRESS_BOOK_FILE!;
    expect(writer.built).toEqual([file]);
    addressBookOnce(env, writer.write);
    expect(writer.built).toHaveLength(1);
    teardown();
    expect(existsSync(file)).toBe(false);
  });
});
