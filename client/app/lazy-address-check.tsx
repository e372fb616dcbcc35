// The address check, streamed in its own chunk (docs/decisions/005): the server renders it in
// full inside a Suspense boundary and the browser hydrates it when its code arrives, so the widget
// (the largest piece of client code on most pages) is not part of the first-load bundle.
import { lazy, Suspense } from 'react';
import type { AddressCheckProps } from '../features/address-check/address-check';

const AddressCheck = lazy(() => import('../features/address-check/address-check').then((m) => ({ default: m.AddressCheck })));

export function LazyAddressCheck(props: AddressCheckProps) {
  return (
    <Suspense fallback={null}>
      <AddressCheck {...props} />
    </Suspense>
  );
}
