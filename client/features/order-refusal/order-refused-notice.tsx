// docs/product/ordering-and-handoff.md#refused-orders: the notice's code loads only when the address bar
// says so, read after hydration (the server's page is the same for every visitor).
import { useEffect, useState, type ComponentType } from 'react';
import { ORDER_REFUSED_PARAM } from '../../../shared/routes/paths';
import type { OrderRefusedNoticeProps } from './order-refused-panel';

export function OrderRefusedNotice(props: OrderRefusedNoticeProps) {
  const [Panel, setPanel] = useState<ComponentType<OrderRefusedNoticeProps> | null>(null);
  useEffect(() => {
    // The panel reads the parameter itself; here only whether there is one.
    if (window.location.search.includes(ORDER_REFUSED_PARAM))
      import('./order-refused-panel').then((panel) => setPanel(() => panel.OrderRefusedPanel)).catch(() => undefined);
  }, []);
  return Panel ? <Panel {...props} /> : null;
}
