// The contact form (docs/product/content.md#contact) filled in and sent as a visitor does it, for the
// browser tests that need a message sent.
import type { Page } from 'playwright-core';

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  /** The enquiry's value in the form's select. */
  enquiry: string;
  /** The contact method's radio, by its name. */
  method: string;
  message: string;
}

export const A_MESSAGE: ContactMessage = {
  name: 'Alex Citizen',
  email: 'alex@example.com',
  enquiry: 'techSupport',
  method: 'Email',
  message: 'Please call me about my order.',
};

export async function sendContactMessage(page: Page, message: ContactMessage = A_MESSAGE): Promise<void> {
  await page.getByLabel('Your name').fill(message.name);
  await page.getByLabel('Email address').fill(message.email);
  if (message.phone) await page.getByLabel(/^Phone number/).fill(message.phone);
  await page.getByLabel('What is your enquiry about?').selectOption(message.enquiry);
  await page.getByRole('radio', { name: message.method }).check();
  await page.getByLabel('Your message').fill(message.message);
  await page.getByRole('button', { name: 'Send message' }).click();
}
