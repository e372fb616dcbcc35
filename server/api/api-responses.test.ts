import { describe, expect, it } from 'vitest';
import { json, jsonText, wholeBodyText } from './api-responses';

describe('wholeBodyText (the adapter writes known JSON text without reading the stream back)', () => {
  it('is the text a JSON answer was made from', () => {
    expect(wholeBodyText(jsonText(200, '{"a":1}'))).toBe('{"a":1}');
    expect(wholeBodyText(json(400, { error: 'x' }))).toBe('{"error":"x"}');
  });

  it('never touches the body, which would turn a light Response into a streamed one on Node', () => {
    const answer = jsonText(200, '{"a":1}');
    for (const name of ['body', 'bodyUsed']) {
      Object.defineProperty(answer, name, {
        get() {
          throw new Error(`read ${name}`);
        },
      });
    }
    expect(wholeBodyText(answer)).toBe('{"a":1}');
  });

  it('knows nothing of other answers', () => {
    expect(wholeBodyText(new Response('{"a":1}'))).toBeUndefined();
  });
});
