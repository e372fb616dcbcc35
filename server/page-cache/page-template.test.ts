import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deBruijn, fillTemplate, standInsFor, templateFromHtml } from './page-template';

const nonce = () => randomBytes(16).toString('base64');

describe('templateFromHtml', () => {
  it('splits at every place of the nonce and fills any nonce back in', () => {
    const n = nonce();
    const html = `<script nonce="${n}">a</script><link nonce="${n}"><p>é ✓</p><script nonce="${n}"></script>`;
    const template = templateFromHtml(html, n);
    expect(template.segments).toHaveLength(4);
    expect(template.nonceLength).toBe(24);
    expect(fillTemplate(template, Buffer.from(n)).toString()).toBe(html);
    const other = nonce();
    expect(fillTemplate(template, Buffer.from(other)).toString()).toBe(html.replaceAll(n, other));
  });

  it('handles nonces at the very start, the end and side by side', () => {
    const n = nonce();
    const html = `${n}${n}<p>x</p>${n}`;
    const template = templateFromHtml(html, n);
    expect(template.segments.map((s) => s.toString())).toEqual(['', '', '<p>x</p>', '']);
    expect(fillTemplate(template, Buffer.from(n)).toString()).toBe(html);
  });

  it('gives the same digest for the same page whatever its nonce, and another for another page', () => {
    const [a, b] = [nonce(), nonce()];
    const page = (n: string) => `<script nonce="${n}"></script><p>hello</p>`;
    expect(templateFromHtml(page(a), a).digest).toBe(templateFromHtml(page(b), b).digest);
    expect(templateFromHtml(`<p>other</p><script nonce="${a}"></script>`, a).digest).not.toBe(templateFromHtml(page(a), a).digest);
  });

  it('refuses a nonce that is not 16 bytes of base64', () => {
    expect(() => templateFromHtml('<p></p>', 'short')).toThrow();
  });
});

describe('stand-ins for the nonce', () => {
  it('a de Bruijn sequence holds every ordered pair exactly once', () => {
    const alphabet = [1, 2, 3, 4, 5, 6, 7];
    const sequence = deBruijn(alphabet);
    expect(sequence.length).toBe(alphabet.length ** 2 + 1);
    const pairs = new Set<number>();
    for (let i = 0; i + 1 < sequence.length; i++) pairs.add(sequence[i]! * 256 + sequence[i + 1]!);
    expect(pairs.size).toBe(alphabet.length ** 2);
  });

  it('uses no byte of the page and repeats no two-byte sequence across all places', () => {
    const n = nonce();
    const html = Array.from({ length: 30 }, (_, i) => `<script nonce="${n}">${i}</script>`).join('');
    const template = templateFromHtml(html, n);
    const standIns = standInsFor(template)!;
    expect(standIns).toHaveLength(30);
    const page = Buffer.from(html);
    const pairs = new Set<string>();
    for (const standIn of standIns) {
      expect(standIn.length).toBe(24);
      for (const byte of standIn) expect(page.includes(byte)).toBe(false);
      for (let i = 0; i + 1 < standIn.length; i++) {
        const pair = `${standIn[i]}-${standIn[i + 1]}`;
        expect(pairs.has(pair)).toBe(false);
        pairs.add(pair);
      }
    }
  });

  it('gives up (null) when the page leaves too few spare bytes for its places', () => {
    const n = nonce();
    // Every control byte used, and 8 places: the 13 bytes UTF-8 never holds give 169 pairs, 7 places.
    const controls = String.fromCharCode(...Array.from({ length: 31 }, (_, i) => i + 1));
    const html = controls + Array.from({ length: 8 }, () => `<i nonce="${n}"></i>`).join('');
    expect(standInsFor(templateFromHtml(html, n))).toBeNull();
    const seven = controls + Array.from({ length: 7 }, () => `<i nonce="${n}"></i>`).join('');
    expect(standInsFor(templateFromHtml(seven, n))).toHaveLength(7);
  });
});
