// The page's bootstrap: one inline script that adds the entry module scripts, instead of React's
// `<script type="module" src>` tags. A cached page's CSP allows its inline scripts by hash and has
// no nonce (docs/decisions/015-page-cache-design.md): a parser-inserted script with src would match
// neither, while a script that a hashed (or nonce'd) script inserts runs under 'strict-dynamic',
// and so does everything it imports. The same bytes work under the per-request nonce of a render.

/** `</script` and `<!--` cannot occur in the JSON once `<` is escaped. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Script text for React's `bootstrapScriptContent`. Inserted scripts are async by default;
 * `async = false` keeps them in order (Vite's client before the dev entry).
 */
export function moduleLoaderScript(modules: readonly string[]): string {
  return `${jsonForScript(modules)}.forEach(function(src){var s=document.createElement('script');s.type='module';s.async=false;s.src=src;document.head.appendChild(s)})`;
}
