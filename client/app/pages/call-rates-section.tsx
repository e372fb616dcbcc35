// The international call-rate search (docs/product/content.md#call-rates): its own module, so
// /phone/voip-international does not fetch the home phone page's chunk (docs/architecture.md#budgets).
import type { InternationalRatesAnswer } from '../../../shared/schemas/upstream';
import { apiPath } from '../../../shared/routes/api-paths';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Spinner } from '../../components/ui/spinner';
import { CountryRateSearch } from '../../features/call-rates/country-rate-search';
import { sectionId } from '../../features/content/content-blocks';
import { useBrowserDocument } from '../../features/content/use-browser-document';

export type PhonePageData = { rates: InternationalRatesAnswer };

/** docs/product/frame.md#route-table: the home phone page's rate search is reached at #call-rates. */
export const CALL_RATES_ANCHOR = 'call-rates';

/** The international call-rate search; rates missing from the server are fetched in the browser. */
export function CallRatesSection({ rates, heading = 'International call rates' }: { rates: InternationalRatesAnswer | null; heading?: string }) {
  const ratesDocument = useBrowserDocument(rates, apiPath('voipInternationalRates'));
  return (
    <section id={CALL_RATES_ANCHOR} className="content-block call-rates" aria-labelledby={sectionId(heading)} aria-busy={ratesDocument.status === 'loading'}>
      <h2 id={sectionId(heading)}>{heading}</h2>
      {ratesDocument.status === 'ready' ? (
        <CountryRateSearch rates={ratesDocument.value.data} anchorId={CALL_RATES_ANCHOR} />
      ) : ratesDocument.status === 'loading' ? (
        <Spinner label="Loading call rates" />
      ) : (
        <ErrorPanel />
      )}
    </section>
  );
}
