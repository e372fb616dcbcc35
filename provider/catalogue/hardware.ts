// docs/product/pricing.md#modem Hardware and its catalogue prices (the extras copy shows other values; that is content).
import type { HardwareItem } from '../../shared/schemas/plan';

export const MODEM: HardwareItem = {
  itemId: 'zte-h1600',
  type: 'modem',
  title: 'ZTE H1600 Wi-Fi 6 Mesh Modem',
  features: [
    'Wi-Fi 6 mesh',
    'Dual-band speeds up to 1800Mbps',
    'Works with nbn, fibre and Flip to Fibre connections',
    'Voice port for home phone',
    'Free shipping',
  ],
  price: 170,
  freeShipping: true,
};

export const EXTENDER: HardwareItem = {
  itemId: 'zte-h3601',
  type: 'extender',
  title: 'ZTE H3601 Wi-Fi 6 Mesh Extender',
  features: ['Wi-Fi 6 mesh', 'Pairs with the ZTE H1600 at the push of a button', 'Free shipping'],
  price: 120,
  freeShipping: true,
};
