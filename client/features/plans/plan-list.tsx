// A list of plans: why some are not offered at the checked address, then the carousel.
import { PlanCarousel, type PlanCarouselProps } from './plan-carousel';
import { PlansNotOffered } from './plans-not-offered';

export interface PlanListProps extends PlanCarouselProps {
  /** Why plans of the list are not offered at the checked address; shown above them. */
  notOfferedNotes: readonly string[];
}

export function PlanList({ notOfferedNotes, ...carousel }: PlanListProps) {
  return (
    <>
      <PlansNotOffered notes={notOfferedNotes} />
      <PlanCarousel {...carousel} />
    </>
  );
}
