// Contact form validation (docs/product/content.md#contact, docs/product/content.md#form-errors): the field rules are
// our own, one schema for the browser form and the server. zod/mini, so the page carries only the checks it uses.
import { z } from 'zod/mini';
import { plainLines, plainText } from './plain-text';
import { CONTACT_CATEGORIES, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_METHODS, type ContactMethod } from './contact-options';

/** Methods that reach the customer on the phone number, so it is required for them. */
const METHODS_NEEDING_PHONE: readonly ContactMethod[] = ['sms', 'phone', 'callback'];

/**
 * Australian numbers, spaces, dashes, dots and brackets ignored: mobiles 04xx xxx xxx, landlines
 * (0x) xxxx xxxx, either with +61 / 61 instead of the leading 0, and 1300 / 1800 xxx xxx or 13 xx xx.
 */
export function isAustralianPhone(value: string): boolean {
  const digits = value.replace(/[\s\-.()]/g, '');
  return /^(?:0|\+?61)[23478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
}

const optionalTracking = z.optional(z.string().check(z.overwrite(plainText), z.trim(), z.maxLength(200, { error: 'This tracking value is too long.' })));

export const PHONE_ERROR = 'Please enter a valid Australian phone number, like 0412 345 678 or (02) 9876 5432.';

export const contactSchema = z
  .object({
    name: z
      .string({ error: 'Please enter your name.' })
      .check(
        z.overwrite(plainText),
        z.trim(),
        z.minLength(1, { error: 'Please enter your name.' }),
        z.maxLength(100, { error: 'Your name must be 100 characters or fewer.' }),
      ),
    email: z.pipe(
      z
        .string({ error: 'Please enter your email address.' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'Please enter your email address.' }),
          z.maxLength(254, { error: 'Your email address must be 254 characters or fewer.' }),
        ),
      z.email({ error: 'Please enter a valid email address, like name@example.com.' }),
    ),
    phone: z.optional(
      z.string({ error: PHONE_ERROR }).check(
        z.trim(),
        z.refine((value) => value === '' || isAustralianPhone(value), { error: PHONE_ERROR }),
      ),
    ),
    category: z.enum(CONTACT_CATEGORIES, { error: 'Please choose what your enquiry is about.' }),
    contactMethod: z.enum(CONTACT_METHODS, { error: 'Please choose how you would like us to contact you.' }),
    message: z
      .string({ error: 'Please enter your message.' })
      .check(
        z.overwrite(plainLines),
        z.trim(),
        z.minLength(CONTACT_MESSAGE_MIN, { error: `Please tell us a little more: at least ${CONTACT_MESSAGE_MIN} characters.` }),
        z.maxLength(CONTACT_MESSAGE_MAX, { error: `Your message must be ${CONTACT_MESSAGE_MAX} characters or fewer.` }),
      ),
    /** Honeypot: hidden from people, so anything in it came from a bot. */
    website: z.optional(z.string().check(z.maxLength(0, { error: 'Please leave this field empty.' }))),
    utm_source: optionalTracking,
    conversation_id: optionalTracking,
  })
  // Runs even when other fields fail (zod's `when`), so every problem is listed at once; it only needs
  // a valid contact method and a phone value that passed its own checks.
  .check(
    z.refine((form) => !(METHODS_NEEDING_PHONE.includes(form.contactMethod) && !form.phone), {
      error: 'Please enter your phone number so we can contact you that way.',
      path: ['phone'],
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        CONTACT_METHODS.includes((value as { contactMethod?: unknown }).contactMethod as ContactMethod) &&
        issues.every((issue) => issue.path?.[0] !== 'phone' && issue.path?.[0] !== 'contactMethod'),
    }),
  );

export type ContactForm = z.infer<typeof contactSchema>;
type ContactParseResult = ReturnType<typeof contactSchema.safeParse>;

/** Field order for the error list: the order of the form. */
const FIELD_ORDER = ['name', 'email', 'phone', 'category', 'contactMethod', 'message', 'website', 'utm_source', 'conversation_id'];

/** docs/product/content.md#form-errors: "Form error display: a list of field error messages", in form order, without repeats. */
export function contactFieldErrors(result: ContactParseResult): string[] {
  if (result.success) return [];
  const rank = (path: readonly PropertyKey[]): number => {
    const index = FIELD_ORDER.indexOf(String(path[0] ?? ''));
    return index < 0 ? FIELD_ORDER.length : index;
  };
  const issues = [...result.error.issues].sort((a, b) => rank(a.path) - rank(b.path));
  return [...new Set(issues.map((issue) => issue.message))];
}

/** The same, keyed by field, for showing each message beside its input. */
export function contactFieldErrorMap(result: ContactParseResult): Partial<Record<string, string[]>> {
  if (result.success) return {};
  const map: Partial<Record<string, string[]>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const list = (map[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return map;
}
