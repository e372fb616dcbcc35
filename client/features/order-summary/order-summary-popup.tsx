// docs/product/ordering-and-handoff.md#order-summary: "A sticky popup slides up on scroll with plan name ('+ extras' when extras exist),
// typical evening speed, monthly price and the button." Not a dialog: no focus trap; hidden from
// assistive technology (and out of the tab order) while the main summary is in view.
import { useEffect, useState, type ReactNode } from 'react';
import { formatPrice } from '../../../shared/domain/price-format';

/** docs/product/frame.md#timing: scroll animation offset 500px. */
export const POPUP_SCROLL_OFFSET_PX = 500;

export interface OrderSummaryPopupProps {
  summaryInView: boolean;
  planName: string;
  withExtras: boolean;
  typicalEveningSpeed: number;
  monthly: number;
  /** The monthly total's steps, as the summary states them; shown instead of `monthly` when given. */
  monthlyText?: string;
  button: ReactNode;
}

export function OrderSummaryPopup({ summaryInView, planName, withExtras, typicalEveningSpeed, monthly, monthlyText, button }: OrderSummaryPopupProps) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > POPUP_SCROLL_OFFSET_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const visible = scrolled && !summaryInView;
  return (
    <aside
      className={['order-popup', visible ? 'order-popup--visible' : ''].filter(Boolean).join(' ')}
      aria-label="Your order"
      aria-hidden={!visible}
      inert={!visible}
      data-testid="order-popup"
    >
      <p className="order-popup__plan">
        <strong>{planName}</strong>
        {withExtras ? <span> + extras</span> : null}
      </p>
      <p className="order-popup__speed">{typicalEveningSpeed}Mbps typical evening speed</p>
      <p className="order-popup__price">{monthlyText ?? `${formatPrice(monthly, { dollarSign: true })}/mth`}</p>
      {button}
    </aside>
  );
}
