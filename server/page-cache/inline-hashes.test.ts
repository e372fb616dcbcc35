import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, inlineHashes, policyWithHashes } from './inline-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes the exact text of every executable inline script, in page order, once each', () => {
    const html =
      '<head><script>a()</script><script type="module">import "/x.js"</script></head>' +
      '<body><script>a()</script><SCRIPT type=text/javascript>\n b("é")\n</SCRIPT ></body>';
    expect(inlineHashes(html).scripts).toEqual([sha('a()'), sha('import "/x.js"'), sha('\n b("é")\n')]);
  });

  it('leaves out scripts with src (not inline) and data blocks (never run, never checked)', () => {
    const html = '<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script async src=/b.js></script>';
    expect(inlineHashes(html).scripts).toEqual([]);
  });

  it('hashes inline styles too', () => {
    expect(inlineHashes('<style>p{color:red}</style>').styles).toEqual([sha('p{color:red}')]);
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('policyWithHashes', () => {
  const policy = "default-src 'self';script-src 'nonce-N0==' 'strict-dynamic';style-src 'self' 'nonce-N0==';object-src 'none'";

  it('puts the script hashes where the nonce was, keeping strict-dynamic, and the style hashes in style-src', () => {
    expect(policyWithHashes(policy, 'N0==', { scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-c'"] })).toBe(
      "default-src 'self';script-src 'sha256-a' 'sha256-b' 'strict-dynamic';style-src 'self' 'sha256-c';object-src 'none'",
    );
  });

  it('drops the nonce where there is nothing inline to allow', () => {
    expect(policyWithHashes(policy, 'N0==', { scripts: ["'sha256-a'"], styles: [] })).toBe(
      "default-src 'self';script-src 'sha256-a' 'strict-dynamic';style-src 'self';object-src 'none'",
    );
  });
});
