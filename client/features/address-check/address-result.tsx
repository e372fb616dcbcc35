// The loader of the address check's result panel, which also holds the not-found screen
// (address-result-panel.tsx); the hard-to-find texts are in hard-to-find.tsx.
import type * as ResultPanelModule from './address-result-panel';

export type { HeadingLevel } from './address-result-panel';

/**
 * The result panel (address-result-panel.tsx) shows only once an address is checked, never in the
 * server's HTML: its code loads when the visitor first types an address or a checked one is in the
 * session, not with the page (docs/architecture.md#budgets route budget).
 */
export type ResultPanel = typeof ResultPanelModule;
let loadedPanel: ResultPanel | undefined;
export const loadedResultPanel = (): ResultPanel | undefined => loadedPanel;
export const loadResultPanel = (): Promise<ResultPanel> => import('./address-result-panel').then((panel) => (loadedPanel = panel));
