// The contact form's choices and limits, apart from its schema, which loads with zod only once the visitor
// starts filling the form in (docs/architecture.md#budgets).

/** docs/product/content.md#contact: "newService, techSupport, orderStatus, billingIssues, and a complaints category". */
export const CONTACT_CATEGORIES = ['newService', 'techSupport', 'orderStatus', 'billingIssues', 'complaints'] as const;
/** docs/product/content.md#contact: the contact methods the site can honour (it has no chat, so offers none). */
export const CONTACT_METHODS = ['email', 'sms', 'phone', 'callback'] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
