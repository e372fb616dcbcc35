// A list of plans: why some are not offered at the checked address, then the carousel.
import { PlanCarousel, type PlanCarouselProps } from './plan-carousel';
import { PlansNotOffered, type PlansNotOfferedProps } from './plans-not-offered';
import { UnavailablePlans, type UnavailablePlan } from './unavailable-plans';

export interface PlanListProps extends PlanCarouselProps {
  /** Why plans of the list are not offered at the checked address; shown above them. */
  notOfferedNotes: readonly string[];
  /** "Your connection", shown above the plans after the address check. */
  connection?: PlansNotOfferedProps['connection'];
  /** Plans the address cannot get for a reason of their own: shown after the others, marked not available. */
  unavailable?: readonly UnavailablePlan[];
}

const NONE: readonly UnavailablePlan[] = [];

export function PlanList({ notOfferedNotes, connection, unavailable = NONE, ...carousel }: PlanListProps) {
  return (
    <>
      <PlansNotOffered notes={notOfferedNotes} connection={connection} />
      <PlanCarousel {...carousel} />
      <UnavailablePlans plans={unavailable} />
    </>
  );
}
