// A refused order comes back to its page (server/api/handoff/handoff-route.ts): the visitor's choices
// are all still in the session, and this notice says why, inside the site's frame
// (docs/product/ordering-and-handoff.md#refused-orders). Where the reason is the address's offer, the
// sentence is the one the page's own offer gives for the chosen plan: the page and the server read one
// computation (shared/domain/offer.ts).
import { useEffect, useRef, useState } from 'react';
import {
  HANDOFF_REFUSAL_SENTENCES,
  isHandoffRefusalCode,
  ORDER_REFUSED_PARAM,
  type HandoffRefusalCode,
} from '../../../shared/domain/handoff-refusal';
import type { NotOfferedPlan } from '../../../shared/domain/offer';

export const ORDER_REFUSED_HEADING = 'We could not send your order';

export interface OrderRefusedNoticeProps {
  /** The plans the page's offer leaves out, with its sentences. */
  notOffered: readonly Pick<NotOfferedPlan, 'plan' | 'reason' | 'sentence'>[];
  /** The plan in the visitor's cart. */
  planId: number | null;
}

/** The sentence for a refusal: the page's own for the chosen plan when the page refuses it too. */
export function refusalSentence(code: HandoffRefusalCode, { notOffered, planId }: OrderRefusedNoticeProps): string {
  const own = notOffered.find((entry) => entry.plan.id === planId && entry.reason === code);
  return own ? own.sentence : HANDOFF_REFUSAL_SENTENCES[code];
}

export function OrderRefusedNotice(props: OrderRefusedNoticeProps) {
  // Read after hydration: the server's page (and any cache) is the same for every visitor.
  const [code, setCode] = useState<HandoffRefusalCode | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const value = url.searchParams.get(ORDER_REFUSED_PARAM);
    if (!isHandoffRefusalCode(value)) return;
    setCode(value);
    // Said once: a reload or a shared link does not repeat it.
    url.searchParams.delete(ORDER_REFUSED_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  useEffect(() => {
    if (code) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [code]);
  if (!code) return null;
  return (
    <div ref={ref} className="order-refused" role="alert" aria-labelledby="order-refused-heading">
      <h2 id="order-refused-heading">{ORDER_REFUSED_HEADING}</h2>
      <p>{refusalSentence(code, props)}</p>
      <p>Your choices are kept below. Change them or check your address, then order again.</p>
    </div>
  );
}
