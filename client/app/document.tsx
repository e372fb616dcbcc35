// The HTML document around the routed app, server only: React 19 hoists each page's head tags into it.
import type { ReactNode } from 'react';
import { BRAND_COLOURS } from '../../shared/domain/site/frame';
import { ERROR_REPORTING_META } from '../lib/error-reporting-meta';
import { EARLY_TAPS_SCRIPT } from './early-taps-inline';

export interface DocumentAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

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
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/site.webmanifest" />
        {browserErrorDsn ? <meta name={ERROR_REPORTING_META} content={browserErrorDsn} /> : null}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BANNER_STATE_SCRIPT }} />
        {/* Taps made before the scripts take over are made again once (client/app/early-interaction.ts). */}
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
