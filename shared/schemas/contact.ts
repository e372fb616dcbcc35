// Contact form validation (SPEC §3 support contact categories and methods; SPEC §5 form error display:
// "a list of field error messages"). SPEC leaves the fields themselves unspecified ("Contact form and
// other user-entered form validation: not shown"), so these rules are our own and aim at messages a
// person understands. One schema, used by the browser form and by the server handler.
import { z } from 'zod';

// zod compiles fast paths with `new Function`, which the site's CSP rightly forbids in the browser
// (no 'unsafe-eval'); the interpreter is plenty fast for one form.
z.config({ jitless: true });

/** SPEC §3: "newService, techSupport, orderStatus, billingIssues, and a complaints category". */
export const CONTACT_CATEGORIES = ['newService', 'techSupport', 'orderStatus', 'billingIssues', 'complaints'] as const;
/** SPEC §3: "Contact methods: email, sms, phone, callback, chat." */
export const CONTACT_METHODS = ['email', 'sms', 'phone', 'callback', 'chat'] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** Methods that reach the customer on the phone number, so it is required for them. */
const METHODS_NEEDING_PHONE: readonly ContactMethod[] = ['sms', 'phone', 'callback'];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/**
 * Australian numbers, spaces, dashes, dots and brackets ignored: mobiles 04xx xxx xxx, landlines
 * (0x) xxxx xxxx, either with +61 / 61 instead of the leading 0, and 1300 / 1800 xxx xxx or 13 xx xx.
 */
export function isAustralianPhone(value: string): boolean {
  const digits = value.replace(/[\s\-.()]/g, '');
  return /^(?:0|\+?61)[23478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
}

const optionalTracking = z
  .string()
  .trim()
  .max(200, { error: 'This tracking value is too long.' })
  .optional();

export const contactSchema = z
  .object({
    name: z
      .string({ error: 'Please enter your name.' })
      .trim()
      .min(1, { error: 'Please enter your name.' })
      .max(100, { error: 'Your name must be 100 characters or fewer.' }),
    email: z
      .string({ error: 'Please enter your email address.' })
      .trim()
      .min(1, { error: 'Please enter your email address.' })
      .max(254, { error: 'Your email address must be 254 characters or fewer.' })
      .pipe(z.email({ error: 'Please enter a valid email address, like name@example.com.' })),
    phone: z
      .string({ error: 'Please enter a valid Australian phone number, like 0412 345 678 or (02) 9876 5432.' })
      .trim()
      .refine((value) => value === '' || isAustralianPhone(value), {
        error: 'Please enter a valid Australian phone number, like 0412 345 678 or (02) 9876 5432.',
      })
      .optional(),
    category: z.enum(CONTACT_CATEGORIES, { error: 'Please choose what your enquiry is about.' }),
    contactMethod: z.enum(CONTACT_METHODS, { error: 'Please choose how you would like us to contact you.' }),
    message: z
      .string({ error: 'Please enter your message.' })
      .trim()
      .min(CONTACT_MESSAGE_MIN, { error: `Please tell us a little more: at least ${CONTACT_MESSAGE_MIN} characters.` })
      .max(CONTACT_MESSAGE_MAX, { error: `Your message must be ${CONTACT_MESSAGE_MAX} characters or fewer.` }),
    /** Honeypot: hidden from people, so anything in it came from a bot. */
    website: z.string().max(0, { error: 'Please leave this field empty.' }).optional(),
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

/** Field order for the error list: the order of the form. */
const FIELD_ORDER = ['name', 'email', 'phone', 'category', 'contactMethod', 'message', 'website', 'utm_source', 'conversation_id'];

/**
 * SPEC §5: "Form error display: a list of field error messages". Returns one message per problem, in
 * form order, without repeats; [] when the form is valid. (With no messages the display falls back to
 * FORM_ERROR_GENERIC.)
 */
export function contactFieldErrors(result: z.ZodSafeParseResult<ContactForm>): string[] {
  if (result.success) return [];
  const rank = (path: readonly PropertyKey[]): number => {
    const index = FIELD_ORDER.indexOf(String(path[0] ?? ''));
    return index < 0 ? FIELD_ORDER.length : index;
  };
  const issues = [...result.error.issues].sort((a, b) => rank(a.path) - rank(b.path));
  return [...new Set(issues.map((issue) => issue.message))];
}

/** The same, keyed by field, for showing each message beside its input. */
export function contactFieldErrorMap(result: z.ZodSafeParseResult<ContactForm>): Partial<Record<string, string[]>> {
  if (result.success) return {};
  const map: Partial<Record<string, string[]>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const list = (map[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return map;
}
