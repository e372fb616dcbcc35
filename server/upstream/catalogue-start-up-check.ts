// At start-up every plan catalogue is loaded once, so a faulty plan is logged before any visitor asks.
import { upstreamPath } from '../../shared/routes/api-paths';
import { OFFER_TYPES } from '../../shared/domain/plans/offer-type';
import type { PlansAnswer } from '../../shared/schemas/upstream';
import type { WarnLogger } from '../observability/unknown-ready-status';
import type { FlipPlansQuery, Upstreams } from './upstreams';

/** The flip catalogues checked at start-up and read by the CIS route: a flip-ready FTTN (13) and FTTC (34) address's, whole. */
export const START_UP_FLIP_QUERIES: readonly FlipPlansQuery[] = [13, 34].flatMap((nbnServiceClass) =>
  OFFER_TYPES.map((offerType) => ({ nbnRegion: 'metro', nbnServiceClass, maxSpeed: 0, offerType })),
);

type PlanCatalogues = Pick<Upstreams, 'plans' | 'defaultPlansNbn' | 'defaultFlipToFibrePlans' | 'flipToFibrePlans'>;

/** Never throws and never holds start-up: a slow or unavailable upstream is logged, and its plans are checked when first served. */
export async function checkCataloguesAtStartUp(upstreams: PlanCatalogues, logger: WarnLogger & { info: WarnLogger['warn'] }): Promise<void> {
  const catalogues: { name: string; load: () => Promise<{ value: PlansAnswer }> }[] = [
    ...(['nbn', 'fibre', 'hwbb', 'mbb'] as const).map((serviceType) => ({
      name: upstreamPath('plans', { serviceType }),
      load: () => upstreams.plans(serviceType),
    })),
    { name: upstreamPath('defaultPlansNbn'), load: () => upstreams.defaultPlansNbn() },
    { name: upstreamPath('defaultFlipToFibrePlans'), load: () => upstreams.defaultFlipToFibrePlans() },
    ...START_UP_FLIP_QUERIES.map((query) => ({
      name: `${upstreamPath('flipToFibrePlans', { ...query })}?offerType=${query.offerType}`,
      load: () => upstreams.flipToFibrePlans(query),
    })),
  ];
  const counts = await Promise.all(
    catalogues.map(async ({ name, load }) => {
      try {
        return [name, (await load()).value.plans.length] as const;
      } catch (err) {
        logger.warn(
          { catalogue: name, err: err instanceof Error ? err.message : String(err) },
          'plan catalogue not checked at start-up (upstream unavailable); its plans are checked when first served',
        );
        return [name, null] as const;
      }
    }),
  );
  const checked = Object.fromEntries(counts.filter(([, plans]) => plans !== null));
  logger.info({ plansShown: checked }, 'plan catalogues checked at start-up');
}
