// docs/product/pricing.md#new-development-fee: "$300, one-off, when the address is an nbn new
// development", and only for the services that connect over the nbn line: nbn plans and Flip to Fibre
// (an nbn plan until the fibre arrives). Fibre on an OptiComm or Vision estate, home wireless, mobile
// broadband and SIM plans never carry it, so nothing that describes them mentions it.

/** Whether the nbn new development charge can apply to an order of this service type. */
export function newDevelopmentFeeApplies(serviceType: string): boolean {
  return serviceType === 'nbn' || serviceType === 'flipToFibre';
}

