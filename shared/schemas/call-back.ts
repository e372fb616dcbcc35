// The call-back request (docs/product/address-check.md#call-back); the route then checks the suburb and postcode
// against the postcode list (shared/domain/address/postcode-check.ts).
import { z } from 'zod';
import { ADDRESS_MODES, BEST_TIMES, CALL_BACK_REASONS } from '../domain/contact/call-back-options';
import { AUSTRALIAN_STATES, isLot } from '../domain/address/manual-address';
import { sameSitePath } from './api-inputs';
import { plainText } from './plain-text';
import { isAustralianPhone, PHONE_ERROR } from './contact';
import { anyLocationId } from './location-id';

const text = (max: number, empty: string, long: string) => z.string({ error: empty }).overwrite(plainText).trim().min(1, empty).max(max, long);
const optionalText = (max: number, long: string) => z.string().overwrite(plainText).trim().max(max, long).optional();

export const callBackSchema = z
  .object({
    reason: z.enum(CALL_BACK_REASONS, { error: 'Please say why you would like a call.' }),
    name: text(100, 'Please enter your name.', 'Your name must be 100 characters or fewer.'),
    phone: z
      .string({ error: 'Please enter your phone number.' })
      .trim()
      .min(1, 'Please enter your phone number.')
      .refine(isAustralianPhone, PHONE_ERROR),
    bestTime: z.enum(BEST_TIMES, { error: 'Please choose the best time to call.' }),
    addressMode: z.enum(ADDRESS_MODES, { error: 'Please give your address.' }),
    /** The address typed or chosen in the search (typed mode). */
    address: optionalText(200, 'The address must be 200 characters or fewer.'),
    /** The chosen address's location id, when it has one (an address with no service). */
    locationId: anyLocationId.optional(),
    unit: optionalText(20, 'The unit or lot must be 20 characters or fewer.'),
    streetNumber: optionalText(10, 'The street number must be 10 characters or fewer.'),
    streetName: optionalText(100, 'The street name must be 100 characters or fewer.'),
    suburb: optionalText(60, 'The suburb must be 60 characters or fewer.'),
    state: z.enum(AUSTRALIAN_STATES, { error: 'Please choose your state.' }).optional(),
    postcode: z.string().trim().regex(/^\d{4}$/, 'Please enter your 4-digit postcode.').optional(),
    // The page the request was made on.
    pageUrl: sameSitePath,
    /** Honeypot: hidden from people, so anything in it came from a bot. */
    website: z.string().max(0).optional(),
  })
  .superRefine((form, context) => {
    const need = (value: string | undefined, path: string, message: string) => {
      if (!value) context.addIssue({ code: 'custom', path: [path], message });
    };
    if (form.addressMode === 'typed') {
      need(form.address, 'address', 'Please enter your address.');
      return;
    }
    if (!isLot(form.unit ?? '')) need(form.streetNumber, 'streetNumber', 'Please enter the street number (or a lot number).');
    need(form.streetName, 'streetName', 'Please enter the street name.');
    need(form.suburb, 'suburb', 'Please enter your suburb.');
    if (!form.state) context.addIssue({ code: 'custom', path: ['state'], message: 'Please choose your state.' });
    need(form.postcode, 'postcode', 'Please enter your 4-digit postcode.');
  });

export type CallBackForm = z.infer<typeof callBackSchema>;

/** The answer of a sent request: the reference the visitor is given. */
export type CallBackSent = { reference: string };
