// The one phone number visitors and agents are given: support and agent line (docs/product/frame.md#support-phone).
// `inText`: the number inside a sentence, with non-breaking spaces so it never wraps as '13 39 / 38'
// (a link to it keeps whole by CSS: client/styles/base.css).
export const SUPPORT_PHONE = { display: '13 39 38', tel: '133938', inText: '13\u00a039\u00a038' } as const;
