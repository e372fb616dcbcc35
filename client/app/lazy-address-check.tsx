// The address check, the largest client code on most pages, in its own chunk loaded on need
// (docs/decisions/005-nav-address-box-streams-in-its-own-chunk.md), or at once for a stored result.
import { memo, useEffect } from 'react';
import type { AddressCheckProps } from '../features/address-check/address-check';
import { useSessionSnapshot } from '../store/store-context';
import { lazyOnNeed } from './lazy-on-need';

const addressCheck = lazyOnNeed<AddressCheckProps>(() => import('../features/address-check/address-check').then((m) => m.AddressCheck));

export const preloadAddressCheck = addressCheck.preload;

export const LazyAddressCheck = memo(function LazyAddressCheck(props: AddressCheckProps) {
  // docs/product/address-check.md#session-store: a stored result (an earlier page, or the other box
  // on this one) fills the box with its address, which takes the widget's code.
  const hasResult = useSessionSnapshot().sq.sqResult !== null;
  useEffect(() => {
    if (hasResult) void addressCheck.load().catch(() => undefined);
  }, [hasResult]);
  return <addressCheck.Component {...props} />;
});
