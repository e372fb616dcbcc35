import { describe, expect, it } from 'vitest';
import { json, jsonText, wholeBodyOf } from './api-responses';

describe('wholeBodyOf (the adapter writes known JSON text without reading the stream back)', () => {
  it('is the status, text and headers a JSON answer was made from', () => {
    expect(wholeBodyOf(jsonText(200, '{"a":1}'))).toEqual({ status: 200, text: '{"a":1}', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(wholeBodyOf(json(400, { error: 'x' }))?.text).toBe('{"error":"x"}');
  });

  it('never touches the body or the headers, either of which would turn a light Response into a Web one on Node', () => {
    const answer = jsonText(200, '{"a":1}');
    for (const name of ['body', 'bodyUsed', 'headers']) {
      Object.defineProperty(answer, name, {
        get() {
          throw new Error(`read ${name}`);
        },
      });
    }
    expect(wholeBodyOf(answer)?.text).toBe('{"a":1}');
  });

  it('knows nothing of other answers', () => {
    expect(wholeBodyOf(new Response('{"a":1}'))).toBeUndefined();
  });
});
