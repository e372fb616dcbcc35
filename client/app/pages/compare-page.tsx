// /compare (docs/product/pricing.md#compare-plans): up to 3 plans side by side, named in `?plans=`;
// at the session's checked address each says whether the address can get it (compare-table.tsx).
import { useLoaderData } from 'react-router';
import { PATHS } from '../../../shared/routes/paths';
import type { SqResult } from '../../../shared/types/address';
import { RouteLink } from '../../components/ui/route-link';
import { useSessionSnapshot } from '../../store/store-context';
import { preloadableLazy } from '../preloadable-lazy';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import type { CompareData } from './compare-data';
import type { CompareTableProps } from './compare-table';
import './compare-page.css';

/** The loader's reduction of the catalogues (client/app/routes.tsx); its query schema loads only then. */
export const compareData = async (catalogues: Record<string, unknown>, query: URLSearchParams): Promise<CompareData> =>
  (await import('./compare-data')).compareData(catalogues, query);

const table = preloadableLazy<CompareTableProps>(() => import('./compare-table').then((m) => m.CompareTable));
export const preloadCompareTable = table.preload;

const PLAN_PAGE_NAMES = {
  [PATHS.nbn]: 'nbn plans',
  [PATHS.fibre]: 'Fibre plans',
  [PATHS.flipToFibre]: 'Flip to Fibre plans',
  [PATHS.homeWireless]: 'Home wireless plans',
  [PATHS.mobileBroadband]: 'Mobile broadband plans',
};

export default function ComparePage() {
  const { data } = useLoaderData() as PageLoaderData<null, CompareData>;
  const { sq } = useSessionSnapshot();
  const choice = data.comparison;
  const plans = choice?.plans ?? [];
  const limit = choice?.limit ?? plans.length;
  return (
    <PageLayout className="compare" intro={<p className="lead-copy">Up to {limit} plans side by side: speeds, prices and what each costs over a year.</p>}>
      {(choice?.messages ?? []).map((message) => (
        <p key={message} className="compare__message">
          {message}
        </p>
      ))}
      {plans.length > 0 ? (
        <>
          <table.Component plans={plans} sqResult={sq.sqResult as SqResult | null} sqAddress={sq.sqAddress} />
          <p>
            The 12-month cost adds up the plan's monthly price steps over its first 12 months: the promotion, then the ongoing
            price. Extras and one-off charges are not in it.
          </p>
        </>
      ) : (
        <p>Tick Compare on up to {limit} plans, then press Compare plans.</p>
      )}
      <h2>Plans to compare</h2>
      <ul className="link-list">
        {Object.entries(PLAN_PAGE_NAMES).map(([path, name]) => (
          <li key={path}>
            <RouteLink to={`${path}#plans`}>{name}</RouteLink>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
