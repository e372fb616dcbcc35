// The page the server sends, parsed as a browser with scripts off gets it: for checks that read only
// server HTML, which cost a fraction of a browser's page load (docs/operations.md#how-the-suite-is-organised).
import { Window } from 'happy-dom';
import { expect } from 'vitest';

/** happy-dom's parser, which runs no script and fetches nothing it names. */
const parser = new new Window().DOMParser();

/** The document at `baseUrl + path`, which must answer 200. */
export async function serverDocument(baseUrl: string, path: string): Promise<Document> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return parser.parseFromString(await response.text(), 'text/html') as unknown as Document;
}
