// The page's bootstrap: one inline script that adds the entry module scripts. A cached page's CSP has
// hashes, no nonce (docs/decisions/015-page-cache-design.md): a parser-inserted `src` script would match
// neither, while an inserted one runs under 'strict-dynamic', under a nonce as under hashes.

/** `</script` and `<!--` cannot occur in the JSON once `<` is escaped. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Script text for React's `bootstrapScriptContent`; `async = false` keeps inserted scripts in order. */
export function moduleLoaderScript(modules: readonly string[]): string {
  return `${jsonForScript(modules)}.forEach(function(src){var s=document.createElement('script');s.type='module';s.async=false;s.src=src;document.head.appendChild(s)})`;
}
