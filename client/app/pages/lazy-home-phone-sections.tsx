// /flip-to-fibre/phone only: the home phone sections come from the home phone page's chunk, which the
// other Flip to Fibre sub-pages would otherwise fetch for nothing (docs/architecture.md#budgets). The
// server renders them in full; the browser hydrates them when the chunk arrives (preloadable-lazy.tsx).
import type { PageContent } from '../../../shared/schemas/content';
import { preloadableLazy } from '../preloadable-lazy';
import type { RatesAnswer } from './call-rates-section';

const sections = preloadableLazy<{ content: PageContent; rates: RatesAnswer | null }>(() =>
  import('./home-phone-page').then((m) => m.HomePhoneSections),
);

export const preloadHomePhoneSections = sections.preload;
export const LazyHomePhoneSections = sections.Component;
