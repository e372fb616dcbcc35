// The address check in its own chunk (docs/decisions/005-nav-address-box-streams-in-its-own-chunk.md).
import { memo, useEffect } from 'react';
import type { AddressCheckProps } from '../features/address-check/address-check';
import { useSessionSnapshot } from '../store/store-context';
import { lazyOnNeed } from './lazy-on-need';

const addressCheck = lazyOnNeed<AddressCheckProps>(() => import('../features/address-check/address-check').then((m) => m.AddressCheck));

export const preloadAddressCheck = addressCheck.preload;

export const LazyAddressCheck = memo(function LazyAddressCheck(props: AddressCheckProps) {
  // docs/product/address-check.md#session-store: a stored result fills the box, which takes the widget's code.
  const hasResult = useSessionSnapshot((snap) => snap.sq.sqResult !== null);
  useEffect(() => {
    if (hasResult) void addressCheck.load().catch(() => undefined);
  }, [hasResult]);
  return <addressCheck.Component {...props} />;
});
