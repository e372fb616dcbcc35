import { describe, expect, it } from 'vitest';
import { json, jsonText, wholeBodyText } from './api-responses';

describe('wholeBodyText (the adapter writes known JSON text without reading the stream back)', () => {
  it('is the text a JSON answer was made from, until someone reads the body', async () => {
    const answer = jsonText(200, '{"a":1}');
    expect(wholeBodyText(answer)).toBe('{"a":1}');
    expect(wholeBodyText(json(400, { error: 'x' }))).toBe('{"error":"x"}');
    expect(await answer.text()).toBe('{"a":1}');
    expect(wholeBodyText(answer)).toBeUndefined();
  });

  it('knows nothing of other answers', () => {
    expect(wholeBodyText(new Response('{"a":1}'))).toBeUndefined();
  });
});
