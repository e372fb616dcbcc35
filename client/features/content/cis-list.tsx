// /critical-information-summaries (docs/product/content.md#cis): a failed catalogue is left out; none at all says so.
import type { BroadbandCatalogue } from '../../../shared/schemas/plan';
import { ContentLink, LabelledSection } from './content-blocks';

interface CisPlan {
  id: number;
  cisLink?: string;
  planTitle?: string;
  planHeading?: string;
  name?: string;
}

export type CisCatalogues = Partial<Record<BroadbandCatalogue | 'flipToFibre' | 'mobile', { plans: CisPlan[] }>>;

const CATALOGUE_HEADINGS: [keyof CisCatalogues, string][] = [
  ['nbn', 'nbn plans'],
  ['flipToFibre', 'Flip to Fibre plans'],
  ['fibre', 'Fibre plans'],
  ['hwbb', 'Home wireless plans'],
  ['mbb', 'Mobile broadband plans'],
  ['mobile', 'Mobile phone plans'],
];

const planName = (plan: CisPlan) => plan.planHeading ?? plan.planTitle ?? plan.name ?? `Plan ${plan.id}`;

export function CisList({ catalogues }: { catalogues: { [K in keyof CisCatalogues]?: CisCatalogues[K] | null } }) {
  const groups = CATALOGUE_HEADINGS.map(([key, heading]) => ({
    heading,
    plans: (catalogues[key]?.plans ?? []).filter((plan) => typeof plan.cisLink === 'string' && plan.cisLink !== ''),
  })).filter((group) => group.plans.length > 0);
  if (groups.length === 0) {
    return <p>Please call us for a copy of the Critical Information Summary for your plan.</p>;
  }
  return (
    <>
      {groups.map((group) => (
        <LabelledSection key={group.heading} heading={group.heading} className="content-section">
          <ul className="link-list">
            {group.plans.map((plan) => (
              <li key={plan.id}>
                <ContentLink url={plan.cisLink!}>
                  {planName(plan)}
                  <span className="visually-hidden"> Critical Information Summary</span>
                </ContentLink>
              </li>
            ))}
          </ul>
        </LabelledSection>
      ))}
    </>
  );
}
