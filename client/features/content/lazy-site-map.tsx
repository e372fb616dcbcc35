// /site-map only: the head table it lists (shared/routes/page-meta.ts) is about 3 KB of JavaScript
// every other information page would fetch for nothing (DESIGN §5 route budget). Loaded as the nav's
// address box is (client/app/preloadable-lazy.tsx, docs/decisions/005): the server renders the list
// in full, the browser hydrates it when its chunk arrives, and its links work as plain links until then.
import { preloadableLazy } from '../../app/preloadable-lazy';

const siteMap = preloadableLazy<Record<string, never>>(() => import('./site-map').then((m) => m.SiteMap));

export const preloadSiteMap = siteMap.preload;
export const LazySiteMap = siteMap.Component;
