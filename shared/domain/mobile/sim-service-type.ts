// The service type of the mobile SIM plans (docs/product/pricing.md#service-types `mobile`), in a module
// of its own so /mobilephone names it without loading the per-service table (handoff-service-fields.ts).
import type { OrderServiceType } from '../ordering/handoff-service-fields';

export const SIM_SERVICE_TYPE = 'mobile' satisfies OrderServiceType;
