// The contact schema (shared/schemas/contact.ts, with zod) loads when the visitor starts filling the
// form in, not with the contact page (docs/architecture.md#budgets route budget). Messages only show after a first
// attempt to send (contact-form-state.ts), and sending waits for the schema, so nobody is told less.
import type * as ContactSchemaModule from '../../../shared/schemas/contact';

type ContactRules = typeof ContactSchemaModule;
let loaded: ContactRules | undefined;

export const loadContactRules = (): Promise<ContactRules> => import('../../../shared/schemas/contact').then((rules) => (loaded = rules));

/** The schema when it has arrived (no wait), else undefined. */
export const loadedContactRules = (): ContactRules | undefined => loaded;
