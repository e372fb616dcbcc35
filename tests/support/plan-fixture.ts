// One builder for a catalogue plan (shared/schemas/plan.ts) in component and unit tests: the Family
// nbn 100/20 plan at $85 with no special, that passes the catalogue checks; each test overrides only
// the fields it is about.
import type { Plan } from '../../shared/schemas/plan';

export function planFixture(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 10317,
    serviceType: 'nbn',
    planTitle: 'Family',
    planHeading: 'Family nbn 100/20Mbps',
    planSpeed: 'nbn100',
    planFullSpeed: 'nbn 100/20',
    planDownloadSpeed: 100,
    planUploadSpeed: 20,
    typicalEveningSpeed: 100,
    dataAllowanceGb: null,
    price: 85,
    priceNotes: '',
    speedboost: false,
    flipOnly: false,
    firstMonthFree: false,
    special: null,
    cisLink: '/cis/1',
    ...overrides,
  };
}
