// The refused order's notice: for an offer's reason, the page's own sentence for the chosen plan (the page
// and the server read one computation, shared/domain/plans/offer.ts).
import { useEffect, useRef, useState } from 'react';
import { HANDOFF_REFUSAL_SENTENCES, isHandoffRefusalCode, type HandoffRefusalCode } from '../../../shared/domain/ordering/handoff-refusal';
import { ORDER_REFUSED_PARAM } from '../../../shared/routes/paths';
import { takeSearchParam } from '../../lib/take-search-param';
import type { NotOfferedPlan } from '../../../shared/domain/plans/offer';

/** What a page hands the refused-order notice, which passes it on to this panel. */
export interface OrderRefusedNoticeProps {
  /** The plans the page's offer leaves out, with its sentences. */
  notOffered: readonly Pick<NotOfferedPlan, 'plan' | 'reason' | 'sentence'>[];
  /** The plan in the visitor's cart. */
  planId: number | null;
}

export function refusalSentence(code: HandoffRefusalCode, { notOffered, planId }: OrderRefusedNoticeProps): string {
  const own = notOffered.find((entry) => entry.plan.id === planId && entry.reason === code);
  return own ? own.sentence : HANDOFF_REFUSAL_SENTENCES[code];
}

export function OrderRefusedPanel(props: OrderRefusedNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState<HandoffRefusalCode | null>(null);
  useEffect(() => {
    const value = takeSearchParam(ORDER_REFUSED_PARAM);
    if (isHandoffRefusalCode(value)) setCode(value);
  }, []);
  // Where the visitor's attention goes: focus on the notice (read out), and the notice in view.
  useEffect(() => {
    if (!code) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [code]);
  if (!code) return null;
  return (
    <div ref={ref} className="order-refused" role="alert" aria-labelledby="order-refused-heading" tabIndex={-1}>
      <h2 id="order-refused-heading">We could not send your order</h2>
      <p>{refusalSentence(code, props)}</p>
      <p>Your choices are kept below. Change them or check your address, then order again.</p>
    </div>
  );
}
