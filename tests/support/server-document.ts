// The page the server sends, parsed as a browser with scripts off gets it: for checks that read only
// server HTML, which cost a fraction of a browser's page load (docs/operations.md#how-the-suite-is-organised).
import { createRequire } from 'node:module';
import { expect } from 'vitest';

// jsdom (a devDependency) ships no types: the one constructor used here, typed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

/** The document at `baseUrl + path`, which must answer 200. */
export async function serverDocument(baseUrl: string, path: string): Promise<Document> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}
