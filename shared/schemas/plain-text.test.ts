import { describe, expect, it } from 'vitest';
import { eventBodySchema } from './api-inputs';
import { callBackSchema } from './call-back';
import { plainLines, plainText } from './plain-text';

describe('docs/architecture.md#reliability-and-security: free text reaches an upstream without what could hide or reorder it', () => {
  it('drops control characters, bidirectional overrides and isolates; a lone surrogate becomes U+FFFD', () => {
    expect(plainText('Bob\u0000\u001b[2J\u202eevil\u2066x\u2069\ud800!')).toBe('Bob[2Jevilx\uFFFD!');
    expect(plainText('tab\there\nline')).toBe('tabhereline');
  });
  it('a field of lines keeps its line breaks and tabs', () => {
    expect(plainLines('one\r\ntwo\tthree\u0007\u0085')).toBe('one\r\ntwo\tthree');
  });
  it('leaves letters of every script, emoji (surrogate pairs) and typographic marks as they are', () => {
    const text = 'Zoë Müller — 東京 👋🏽 d’Arcy «Ω»';
    expect(plainText(text)).toBe(text);
  });
});

describe('the schemas of what visitors type pass their free text through it', () => {
  it('a call-back request and an address-not-found report', () => {
    const callBack = callBackSchema.parse({ reason: 'not-found', name: 'Alex\u202e Citizen\u0000', phone: '0412 345 678', bestTime: 'morning', addressMode: 'typed', address: '42 Wallaby\u0007 Way', pageUrl: '/availability' });
    expect(callBack).toMatchObject({ name: 'Alex Citizen', address: '42 Wallaby Way' });
    const report = eventBodySchema.parse({ description: 'No address\u0000 found', eventType: 'USER', event: { pageUrl: '/availability', addressQuery: '1 Main\u2066 St' } });
    expect(report).toMatchObject({ description: 'No address found', event: { addressQuery: '1 Main St' } });
  });
});
