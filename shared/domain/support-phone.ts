// The one phone number visitors and agents are given: support and agent line (docs/product/frame.md#support-phone).
export const SUPPORT_PHONE = { display: '13 39 38', tel: '133938' } as const;
