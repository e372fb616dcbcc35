// A page's reads take their params as the API's schemas read them, text from a URL, whatever type the loader
// built them with: a flip plan list asked for with numbers (the availability page's) used to fail its schema quietly.
import { describe, expect, it, vi } from 'vitest';
import { createPageReads, type PageReadDeps } from './page-reads';

describe('createPageReads', () => {
  it('reads the campaign Flip to Fibre plans for params given as numbers, as the API reads them from the path', async () => {
    const flipToFibrePlans = vi.fn(async (query: unknown) => ({ value: { asked: query } }));
    const reportError = vi.fn();
    const read = createPageReads({ upstreams: { flipToFibrePlans }, reportError } as unknown as PageReadDeps);
    const answer = await read(['flipToFibrePlans', { nbnRegion: 'metro', nbnServiceClass: 12, maxSpeed: 50 }, { offerType: 'unconnected-boost' }], new AbortController().signal);
    expect(answer).toEqual({ asked: { nbnRegion: 'metro', nbnServiceClass: 12, maxSpeed: 50, offerType: 'boost' } });
    expect(reportError).not.toHaveBeenCalled();
  });
});
