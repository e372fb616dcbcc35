// docs/product/address-check.md#fibre-networks-on-the-flip-page: what /flip-to-fibre sells at a
// checked address. An address on an OptiComm or Vision fibre network already has fibre: there is no
// upgrade to sell it, but it can buy the network's fibre plans, so the page shows and orders those.
// Every other address is offered the upgrade (or told why not) as before.
import { serviceStatus, type StatusSq } from './service-status';

export type FlipPageService = 'flipToFibre' | 'fibre';

export function flipPageService(sq: StatusSq | null | undefined): FlipPageService {
  if (!sq) return 'flipToFibre';
  const onFibre = serviceStatus('flipToFibre', sq).kind === 'already-on-fibre';
  return onFibre && serviceStatus('fibre', sq).kind === 'available' ? 'fibre' : 'flipToFibre';
}
