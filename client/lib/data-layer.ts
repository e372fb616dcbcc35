// docs/product/content.md#analytics-events Analytics: events are pushed to the tag manager's data layer. The site loads no
// third-party tag script by itself; an operator's tag manager reads window.dataLayer.
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
