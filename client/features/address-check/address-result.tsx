// The loader of the address check's result panel, which also holds the not-found screen
// (address-result-panel.tsx); the hard-to-find texts are in hard-to-find.tsx.
import type * as ResultPanelModule from './address-result-panel';

export type { HeadingLevel } from './address-result-panel';

/** Shown only once an address is checked, so not loaded with the page (docs/architecture.md#budgets). */
export type ResultPanel = typeof ResultPanelModule;
let loadedPanel: ResultPanel | undefined;
export const loadedResultPanel = (): ResultPanel | undefined => loadedPanel;
export const loadResultPanel = (): Promise<ResultPanel> => import('./address-result-panel').then((panel) => (loadedPanel = panel));
