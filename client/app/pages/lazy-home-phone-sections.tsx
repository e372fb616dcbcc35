// /flip-to-fibre/phone only: the home phone sections (steps carousel, call rates search) come from the
// home phone page's chunk, which the other Flip to Fibre sub-pages would otherwise fetch for nothing
// (docs/architecture.md#budgets route budget). Loaded as the site map is (client/app/preloadable-lazy.tsx,
// docs/decisions/005-nav-address-box-streams-in-its-own-chunk.md): the server renders them in full, the browser hydrates them when the chunk arrives.
import type { PageContent } from '../../../shared/schemas/content';
import { preloadableLazy } from '../preloadable-lazy';
import type { RatesAnswer } from './call-rates-section';

const sections = preloadableLazy<{ content: PageContent; rates: RatesAnswer | null }>(() =>
  import('./home-phone-page').then((m) => m.HomePhoneSections),
);

export const preloadHomePhoneSections = sections.preload;
export const LazyHomePhoneSections = sections.Component;
