// The inline script of the document's head that keeps what a visitor does before the page's scripts
// take over (client/app/early-interaction.ts replays it once hydrated).
/** The global the inline script records into. */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

export interface EarlyTaps {
  /** Plain buttons tapped before hydration started, once each. */
  taps: Element[];
  /** Fields typed into until the page was hydrated, with their last text. */
  typed: Map<Element, string>;
  /** Set when hydration starts: taps are React's (and client/app/lazy-on-need.tsx's) from then on. */
  closed: boolean;
}

/**
 * The inline script in the document's head (nonce'd, like the banner's). It records, once each,
 * the plain buttons tapped before hydration starts (hydrateRoot then takes over: React replays
 * what happens while it hydrates, and client/app/lazy-on-need.tsx holds taps on waiting regions),
 * and the text typed into the page's fields until it is hydrated.
 */
export const EARLY_TAPS_SCRIPT = `(function(){var s=window.${EARLY_TAPS_GLOBAL}={taps:[],typed:new Map(),closed:false};window.addEventListener('click',function(e){if(s.closed||!(e.target instanceof Element))return;var b=e.target.closest('#root button');if(!b||b.type==='submit'||b.disabled||s.taps.indexOf(b)>=0)return;s.taps.push(b)});window.addEventListener('input',function(e){var f=e.target;if(document.documentElement.dataset.hydrated||!(f instanceof Element)||!f.matches('#root input,#root textarea'))return;s.typed.set(f,f.value)},true);})();`;

