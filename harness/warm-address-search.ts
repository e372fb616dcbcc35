// A built site's first address search builds its provider's address index, which on a busy machine
// can outlast the search's upstream timeout (a 504): the browser tests and the fault drills warm it
// before they judge a search.
import { apiPath } from '../shared/routes/api-paths';

/** Asks the site's address search for `text` until it answers: a test's first search is then a visitor's, not a cold start's. */
export async function warmAddressSearch(siteUrl: string, text: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await fetch(`${siteUrl}${apiPath('addressSearch', undefined, { fullText: text, source: 'footprint' })}`).catch(() => null);
    if (answer?.ok) return;
    if (Date.now() > deadline) throw new Error(`the address search did not answer: ${answer?.status ?? 'no answer'}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
