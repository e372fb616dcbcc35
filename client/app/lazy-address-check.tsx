// The address check, streamed in its own chunk (docs/decisions/005): the widget is the largest
// piece of client code on most pages, so it is not part of the first-load bundle. The browser
// hydrates it when its code arrives. The server loads the module once at start
// (preloadAddressCheck in entry-server.tsx), so no render ever waits for it: the widget's markup is
// in every response, streamed by React 19 as a boundary segment revealed in place.
import type { AddressCheckProps } from '../features/address-check/address-check';
import { preloadableLazy } from './preloadable-lazy';

const addressCheck = preloadableLazy<AddressCheckProps>(() => import('../features/address-check/address-check').then((m) => m.AddressCheck));

export const preloadAddressCheck = addressCheck.preload;
export const LazyAddressCheck = addressCheck.Component;
