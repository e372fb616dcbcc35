// Human labels for the docs/product/content.md#contact support contact categories and contact methods; the values sent
// are the product rules' own keys (shared/schemas/contact.ts).
import type { ContactCategory, ContactMethod } from '../../../shared/schemas/contact-options';

export const CATEGORY_LABELS: Record<ContactCategory, string> = {
  newService: 'A new service or plan',
  techSupport: 'Technical support',
  orderStatus: 'The status of my order',
  billingIssues: 'Billing and payments',
  complaints: 'Making a complaint',
};

export const METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'Email',
  sms: 'SMS',
  phone: 'Phone call',
  callback: 'Call me back',
};
