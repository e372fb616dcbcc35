// A list of plans: why some are not offered at the checked address, then the carousel.
import { PlanCarousel, type PlanCarouselProps } from './plan-carousel';
import { PlansNotOffered, type PlansNotOfferedProps } from './plans-not-offered';

export interface PlanListProps extends PlanCarouselProps {
  /** Why plans of the list are not offered at the checked address; shown above them. */
  notOfferedNotes: readonly string[];
  /** "Your connection", shown above the plans after the address check. */
  connection?: PlansNotOfferedProps['connection'];
}

export function PlanList({ notOfferedNotes, connection, ...carousel }: PlanListProps) {
  return (
    <>
      <PlansNotOffered notes={notOfferedNotes} connection={connection} />
      <PlanCarousel {...carousel} />
    </>
  );
}
