// /flip-to-fibre/phone's home phone sections, lazily: the other Flip to Fibre sub-pages would otherwise
// fetch the home phone page's chunk for nothing (docs/architecture.md#budgets).
import type { PageContent } from '../../../shared/schemas/content';
import { preloadableLazy } from '../preloadable-lazy';
import type { InternationalRatesAnswer } from '../../../shared/schemas/upstream';

const sections = preloadableLazy<{ content: PageContent; rates: InternationalRatesAnswer | null }>(() =>
  import('./home-phone-page').then((m) => m.HomePhoneSections),
);

export const preloadHomePhoneSections = sections.preload;
export const LazyHomePhoneSections = sections.Component;
