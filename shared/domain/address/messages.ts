// Every user-visible text the shared rules produce, word for word from docs/product/ (docs/product/ordering-and-handoff.md#extras-step,
// docs/product/address-check.md#result-messages, docs/product/address-check.md#location-id-lookup), written once.
import { SUPPORT_PHONE } from '../site/frame';

// docs/product/address-check.md#address-widget address widget prompt.
export const ADDRESS_PROMPT = "Let's start with your address...";
export const ADDRESS_HINT = '(including unit no.)';
/** The box's own prompt inside the field: the label stays the same at every width. */
export const ADDRESS_PLACEHOLDER = 'Enter your address here...';

// docs/product/address-check.md#widget-states address widget and docs/product/frame.md#error-catalogue.
export const CHECKING_ADDRESS = 'Checking your address now';
export const NO_ADDRESS_FOUND = 'No address found.';
export const SEARCH_WENT_WRONG = 'Oops! It appears something went wrong with your search.';
export const STILL_CANT_FIND_ADDRESS = "Still can't find your address? Click here";
/** docs/product/address-check.md#hard-to-find-address, word for word; shown with the phone number. */
export const HARD_TO_FIND_TEXT =
  "That address is hard to find. We're having a bit of trouble finding your address, but don't worry! You can still sign up by speaking with one of our friendly customer service representatives.";

// docs/product/address-check.md#result-messages result messages.
export const ADDRESS_NOT_FOUND = `Unfortunately, we were unable to find your address. Please call us on ${SUPPORT_PHONE.display}`;
export const NO_SERVICE =
  'Unfortunately we are unable to provide a service to your address. You may wish to try an alternative supplier.';
export const FIBRE_UPGRADE_FREE_INSTALLATION = 'Fibre Upgrade with FREE installation';
/** docs/product/pricing.md#plan-promises: the upgrade's speeds, from the fastest tier offered ('Speeds up to 1000Mbps'). */
export const fibreSpeedsUpTo = (topSpeedMbps: number): string => `Speeds up to ${topSpeedMbps}Mbps`;
export const FLIP_NOT_YET_AVAILABLE = 'Your address is not yet available for a Full-Fibre Upgrade';
/** Sentence case: the original rules' 'SEE NBN PLANS' in capitals read as shouting (docs/decisions/031-copy-that-means-what-it-says-and-pictures-checked.md). */
export const SEE_NBN_PLANS = 'See nbn plans';
export const ALREADY_UPGRADED_TO_FIBRE = 'Great news! You are already upgraded to Fibre.';
export const CONNECT_NOW = 'Connect now';
export const HIGH_SPEED_AVAILABLE = 'Great news! High-speed broadband is available at your address.';
/** docs/product/address-check.md#new-development new development. */
export const NEW_DEVELOPMENT_FEE_NOTICE =
  'Since your premises is classified by nbn as part of a new development, a one off connection fee from nbn will apply.';

// docs/product/frame.md#error-panel generic error panel.
export const API_ERROR_HEADING = 'Oops! It appears something has gone wrong on our end...';

// docs/product/ordering-and-handoff.md#order-summary order summary.
export const ORDER_SUMMARY_HEADING = "And you're done! Here's what you've selected to order today.";
/** The summary's heading until a plan is chosen, on every page: "And you're done!" would be said before anything is done. */
export const NO_PLAN_HEADING = 'Your order summary';

// Loaded on every page: other features' texts live beside them (form-texts.ts, country-search.ts, speed-descriptions.ts).

// docs/product/content.md#analytics-events invalid behaviour-analytics path.
export { HOTJAR_PATH_ERROR } from '../site/hotjar-path';
