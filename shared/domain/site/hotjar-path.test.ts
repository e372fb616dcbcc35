import { describe, expect, it } from 'vitest';
import { checkHotjarPath } from './hotjar-path';

describe('docs/product/content.md#analytics-events: "Invalid behaviour-analytics path: logs \'Hotjar event must begin with a forward slash.\'"', () => {
  it('a path beginning with / is sent', () => {
    expect(checkHotjarPath('/flip-to-fibre/address-check')).toEqual({ ok: true, path: '/flip-to-fibre/address-check' });
  });
  it.each(['flip-to-fibre', '', ' /x', null])('%j is refused with the message', (path) => {
    expect(checkHotjarPath(path)).toEqual({ ok: false, message: 'Hotjar event must begin with a forward slash.' });
  });
});
