// A refused order comes back to its page with every choice still in the session, and a notice says why
// (docs/product/ordering-and-handoff.md#refused-orders). Its code loads only when the address bar says so,
// read after hydration, as the server's page (and any cache) is the same for every visitor.
import { useEffect, useState, type ComponentType } from 'react';
import { ORDER_REFUSED_PARAM } from '../../../shared/domain/ordering/order-refused-param';
import type { OrderRefusedNoticeProps } from './order-refused-props';

export function OrderRefusedNotice(props: OrderRefusedNoticeProps) {
  const [Panel, setPanel] = useState<ComponentType<OrderRefusedNoticeProps> | null>(null);
  useEffect(() => {
    // The panel reads the parameter itself; here only whether there is one.
    if (window.location.search.includes(ORDER_REFUSED_PARAM))
      import('./order-refused-panel').then((panel) => setPanel(() => panel.OrderRefusedPanel)).catch(() => undefined);
  }, []);
  return Panel ? <Panel {...props} /> : null;
}
