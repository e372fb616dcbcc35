// Route id -> the source file of its page module, for the server's modulepreload links (read
// against the build manifest) and the bundle measurement. Kept out of routes.tsx so the browser
// bundle does not carry a table only the server reads (docs/architecture.md#budgets first-load budget).
import { ROUTE_TABLE, type PageModuleKey } from '../../shared/routes/route-table';

/** Source files of the page modules, for modulepreload links from the build manifest. */
const PAGE_SOURCES: Record<PageModuleKey, string> = {
  home: 'client/app/pages/home-page.tsx',
  service: 'client/app/pages/service-page.tsx',
  flipToFibre: 'client/app/pages/flip-to-fibre-page.tsx',
  flipSubpage: 'client/app/pages/flip-subpage.tsx',
  mobilePlans: 'client/app/pages/mobile-plans-page.tsx',
  callRates: 'client/app/pages/call-rates-page.tsx',
  homePhone: 'client/app/pages/home-phone-page.tsx',
  info: 'client/app/pages/info-page.tsx',
  contact: 'client/app/pages/contact-page.tsx',
  availability: 'client/app/pages/availability-page.tsx',
  compare: 'client/app/pages/compare-page.tsx',
  notFound: 'client/app/pages/not-found-page.tsx',
};

/** Route id -> page module source (route ids are the paths of ROUTE_TABLE). */
export const PAGE_MODULE_SOURCES: Record<string, string> = {
  ...Object.fromEntries(ROUTE_TABLE.map((entry) => [entry.path, PAGE_SOURCES[entry.module]])),
  // The shared quote's page (route id 'quote', client/app/routes.tsx).
  quote: 'client/app/pages/quote-page.tsx',
};
