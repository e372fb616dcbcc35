// The HTML document around the routed app, server only: React 19 hoists each page's head tags into it.
import type { ReactNode } from 'react';
import { BRAND_COLOURS } from '../../shared/domain/site/frame';
import { ERROR_REPORTING_META } from '../lib/error-reporting-meta';

export interface DocumentAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

// The head's inline script: a button tapped before the page is hydrated is clicked again once it is
// (docs/product/address-check.md#before-javascript). Before hydration starts no handler is there to take
// the tap. While it runs (data-hydrated "false") React replays a tap itself, but at 6x CPU throttling two
// of 38 taps made 40-60 ms into hydration reached no handler, so the tap is kept from React (the capture
// phase on window comes before its listeners) and made once hydration is done.
// After that, lazy-on-need.tsx holds taps on regions still waiting; typed text, links and forms need no help.
const EARLY_TAPS_SCRIPT = `(function(){var h=document.documentElement,taps=[];
addEventListener('click',function(e){var s=h.dataset.hydrated;if(s==='true'||!(e.target instanceof Element))return;var b=e.target.closest('#root button');if(!b||b.type==='submit'||b.disabled)return;if(s==='false')e.stopImmediatePropagation();if(taps.indexOf(b)<0)taps.push(b)},true);
new MutationObserver(function(m,o){if(h.dataset.hydrated!=='true')return;o.disconnect();setTimeout(function(){taps.splice(0).forEach(function(x){if(x.isConnected)x.click()})})}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});
})();`;

/** Hides a dismissed promo banner before first paint, so it never flashes (docs/product/frame.md#promo-banner Promo banner). */
const BANNER_STATE_SCRIPT =
  "try{if(localStorage.getItem('hideAlert')==='true'){document.documentElement.classList.add('banner-dismissed')}}catch(e){}";

export function Document({
  nonce,
  assets,
  bodyClass,
  structuredData = [],
  browserErrorDsn,
  children,
}: {
  nonce: string;
  assets: DocumentAssets;
  bodyClass: string;
  /** JSON-LD blocks, already serialised for HTML (shared/seo/structured-data.ts). */
  structuredData?: readonly string[];
  /** Public DSN for browser error reports, read only when an error happens (client/lib/browser-error-reporting.ts). */
  browserErrorDsn?: string | undefined;
  children: ReactNode;
}) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLOURS.indigo} />
        {/* A picture: an SVG icon costs the page's main thread a document of its own (docs/operations.md#lighthouse). */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="64x64" />
        <link rel="manifest" href="/site.webmanifest" />
        {browserErrorDsn ? <meta name={ERROR_REPORTING_META} content={browserErrorDsn} /> : null}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BANNER_STATE_SCRIPT }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        {/* Data blocks are never executed; they carry the nonce anyway, so every <script> of the page does. */}
        {structuredData.map((json, index) => (
          <script key={index} nonce={nonce} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
      </head>
      <body className={bodyClass}>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
