// A cached page's CSP: inline scripts and styles by sha256 hash, not nonce (docs/decisions/015-page-cache-design.md).
import { createHash } from 'node:crypto';

/** CSP hash sources (`'sha256-<base64>'`), in page order, without repeats. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** Script types a browser executes (HTML §4.12.1.1); data blocks (`application/ld+json`) are not run, so CSP never checks them. */
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/jscript)$/i;

/** Script and style are raw-text elements: their text runs to the first `</script` (`</style`). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!EXECUTABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    scripts.add(hashSource(text));
  }
  const styles = new Set<string>();
  for (const [, text = ''] of html.matchAll(STYLE)) styles.add(hashSource(text));
  return { scripts: [...scripts], styles: [...styles] };
}

const SCRIPT_DIRECTIVES = new Set(['script-src', 'script-src-elem']);
const STYLE_DIRECTIVES = new Set(['style-src', 'style-src-elem']);

/** The render's CSP with its nonce replaced by the hashes: scripts' in script-src ('strict-dynamic' stays), styles' in style-src. */
export function policyWithHashes(policy: string, nonce: string, hashes: InlineHashes): string {
  const nonceSource = `'nonce-${nonce}'`;
  return policy
    .split(';')
    .map((directive) => {
      const tokens = directive.trim().split(/\s+/);
      const name = (tokens[0] ?? '').toLowerCase();
      if (!tokens.includes(nonceSource)) return directive.trim();
      const instead = SCRIPT_DIRECTIVES.has(name) ? hashes.scripts : STYLE_DIRECTIVES.has(name) ? hashes.styles : [];
      return tokens.flatMap((token) => (token === nonceSource ? instead : [token])).join(' ');
    })
    .join(';');
}
