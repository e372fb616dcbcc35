// The chosen plan's summary is a chunk of its own (client/features/order-summary/order-summary.tsx):
// fetched as the visitor reaches for the plans (pointer over them, or focus in them), so it is there
// when a plan is chosen. A failed fetch is tried again when the summary renders.
import { preloadOrderSummary } from '../../features/order-summary/order-summary';

const warm = () => void preloadOrderSummary().catch(() => undefined);

/** Spread on the plans section of a page that sells plans. */
export const warmOrderSummary = { onPointerEnter: warm, onFocus: warm } as const;
