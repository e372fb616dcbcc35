// The address check, streamed in its own chunk (docs/decisions/005): the widget is the largest
// piece of client code on most pages, so it is not part of the first-load bundle. The browser
// hydrates it when its code arrives. The server loads the module once at start
// (preloadAddressCheck in entry-server.tsx), so no render ever waits for it: the widget's markup is
// in every response, streamed by React 19 as a boundary segment revealed in place.
import { lazy, Suspense, type ComponentType } from 'react';
import type { AddressCheckProps } from '../features/address-check/address-check';

let loaded: ComponentType<AddressCheckProps> | undefined;

export function preloadAddressCheck(): Promise<ComponentType<AddressCheckProps>> {
  return import('../features/address-check/address-check').then((m) => (loaded = m.AddressCheck));
}

const AddressCheck = lazy(() => preloadAddressCheck().then((component) => ({ default: component })));

export function LazyAddressCheck(props: AddressCheckProps) {
  const Widget = loaded ?? AddressCheck;
  return (
    <Suspense fallback={null}>
      <Widget {...props} />
    </Suspense>
  );
}
