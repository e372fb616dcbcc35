// The loader of the address check's result panel (address-result-panel.tsx).
import type * as ResultPanelModule from './address-result-panel';

export type { HeadingLevel } from './address-result-panel';

/** Shown only once an address is checked, so not loaded with the page (docs/architecture.md#budgets). */
export type ResultPanel = typeof ResultPanelModule;
let loadedPanel: ResultPanel | undefined;
export const loadedResultPanel = (): ResultPanel | undefined => loadedPanel;
export const loadResultPanel = (): Promise<ResultPanel> => import('./address-result-panel').then((panel) => (loadedPanel = panel));
