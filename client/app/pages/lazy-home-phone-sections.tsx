// /flip-to-fibre/phone's home phone sections, lazily: the other Flip to Fibre sub-pages would otherwise
// fetch the home phone page's chunk for nothing (docs/architecture.md#budgets).
import type { PageContent } from '../../../shared/schemas/content';
import { preloadableLazy } from '../preloadable-lazy';
import type { RatesAnswer } from './call-rates-section';

const sections = preloadableLazy<{ content: PageContent; rates: RatesAnswer | null }>(() =>
  import('./home-phone-page').then((m) => m.HomePhoneSections),
);

export const preloadHomePhoneSections = sections.preload;
export const LazyHomePhoneSections = sections.Component;
