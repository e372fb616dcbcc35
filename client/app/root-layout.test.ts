// docs/product/frame.md#australian-time: the frame's dates (the banner's end dates, the footer's year) are Sydney's,
// from the clock the loader is given, not the UTC date of the server.
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activePromoMessages } from '../../shared/domain/plans/promo-messages';
import { apiPath, type ApiParams, type ApiRead } from '../../shared/routes/api-paths';
import type { PromoMessage } from '../../shared/schemas/content';
import { rootLoader } from './root-layout';

const FREE_CALLS: PromoMessage = { id: 'calls', text: 'Free calls until 30 June 2026.', linkText: 'See mobile plans', url: '/mobilephone', endsOn: '2026-06-30' };
const PROMOS_PATH = apiPath('content', { section: 'site', page: 'promos' });

async function frameAt(iso: string) {
  const context = {
    siteUrl: 'https://www.kookaburra.example',
    clock: () => Date.parse(iso),
    readApi: async (read: ApiRead) => (apiPath(...(read as ['content', ApiParams<'content'>])) === PROMOS_PATH ? { messages: [FREE_CALLS] } : null),
  };
  const data = await rootLoader({ context, request: new Request('https://www.kookaburra.example/'), params: {} } as unknown as LoaderFunctionArgs);
  return { today: data.today, year: Number(data.today.slice(0, 4)), banner: activePromoMessages(data.promos, data.today).map((m) => m.id) };
}

describe('the root loader reads the day in Sydney', () => {
  it('on 30 June at 11:30 pm AEST the free-calls offer still shows', async () => {
    expect(await frameAt('2026-06-30T13:30:00Z')).toEqual({ today: '2026-06-30', year: 2026, banner: ['calls'] });
  });

  it('from 00:30 AEST on 1 July (14:30 UTC on 30 June) the offer "until 30 June" is gone', async () => {
    expect(await frameAt('2026-06-30T14:30:00Z')).toEqual({ today: '2026-07-01', year: 2026, banner: [] });
  });

  it('from 00:30 AEDT on 1 January (13:30 UTC on 31 December) the footer shows the new year', async () => {
    expect((await frameAt('2026-12-31T13:30:00Z')).year).toBe(2027);
    expect((await frameAt('2026-12-31T12:30:00Z')).year).toBe(2026);
  });
});
