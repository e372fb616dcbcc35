// Promo banner messages (docs/product/frame.md#promo-banner). `endsOn` is the last day a message shows.
import type { PromoMessage } from '../../shared/schemas/content';
import { PATHS } from '../../shared/routes/paths';

export const PROMO_MESSAGES: PromoMessage[] = [
  {
    id: 'ssbi',
    text: 'Free nbn home internet for eligible families with school students.',
    linkText: 'School Student Broadband Initiative',
    url: PATHS.schoolStudentBroadband,
  },
  {
    id: 'exefix',
    text: 'Having Network speed troubles?',
    linkText: 'Try Exefix',
    url: PATHS.exefix,
  },
  {
    // docs/product/frame.md#promo-banner: valid until 30 June 2025. It has ended; kept to prove the end-date rule.
    id: 'free-mobile-calls',
    text: 'Free calls from your Kookaburra mobile to India and the Philippines until 30 June 2025.',
    linkText: 'See mobile plans',
    url: PATHS.mobilePhone,
    endsOn: '2025-06-30',
  },
  {
    // The flood banner: the site frame sets 'has-banner' unless a visitor hides it (docs/product/frame.md#promo-banner).
    id: 'flood',
    text: 'Affected by flooding? Flood relief and disaster assistance is available.',
    linkText: 'Get help',
    url: PATHS.disasterRelief,
  },
];
