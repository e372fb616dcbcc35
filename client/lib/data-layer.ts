// docs/product/content.md#analytics-events: events for an operator's tag manager (window.dataLayer).
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(event);
}
