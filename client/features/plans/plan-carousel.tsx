// docs/product/pricing.md#plan-carousel: 1, 2, 3 or 4 plans by width, on the shared Carousel.
import { useId } from 'react';
import type { Plan } from '../../../shared/schemas/plan';
import { Carousel } from '../../components/ui/carousel';
import { CompareBar } from './compare-bar';
import { PlanCard } from './plan-card';
import './plans.css';

export interface PlanCarouselProps {
  label: string;
  plans: readonly Plan[];
  selectedPlanId: number | null;
  onToggle: (plan: Plan) => void;
  homeSecure?: boolean;
  /** Shown when there are no plans (e.g. none reach the address). */
  emptyText?: string;
  /** The new development charge at the checked address (pageOffer), in each card's minimum cost. */
  newDevelopmentCharge?: number;
}

export function PlanCarousel({ label, plans, selectedPlanId, onToggle, homeSecure, emptyText, newDevelopmentCharge }: PlanCarouselProps) {
  const compareFormId = `compare-${useId().replace(/[^\w-]/g, '')}`;
  if (plans.length === 0) return <p className="plan-list__empty">{emptyText ?? 'There are no plans to show right now.'}</p>;
  return (
    <>
    <Carousel
      label={label}
      className="plan-carousel"
      previousLabel="Previous plans"
      nextLabel="Next plans"
      describePosition={(first, last, total) =>
        first === last ? `Showing plan ${first} of ${total}` : `Showing plans ${first} to ${last} of ${total}`
      }
      slides={plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          selected={plan.id === selectedPlanId}
          onToggle={onToggle}
          homeSecure={homeSecure}
          compareFormId={compareFormId}
          listed={plans}
          newDevelopmentCharge={newDevelopmentCharge}
        />
      ))}
    />
    <CompareBar formId={compareFormId} />
    </>
  );
}
