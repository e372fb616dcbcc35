import { describe, expect, it } from 'vitest';
import * as messages from './messages';

// User-visible strings are binding word for word (docs/product/README.md; docs/product/ordering-and-handoff.md#extras-step, docs/product/address-check.md#result-messages, docs/product/content.md#form-errors).
describe('product texts, word for word', () => {
  it.each([
    ['ADDRESS_PROMPT', "Let's start with your address..."],
    ['ADDRESS_HINT', '(including unit no.)'],
    ['CHECKING_ADDRESS', 'Checking your address now'],
    ['NO_ADDRESS_FOUND', 'No address found.'],
    ['SEARCH_WENT_WRONG', 'Oops! It appears something went wrong with your search.'],
    ['STILL_CANT_FIND_ADDRESS', "Still can't find your address? Click here"],
    [
      'HARD_TO_FIND_TEXT',
      "That address is hard to find. We're having a bit of trouble finding your address, but don't worry! You can still sign up by speaking with one of our friendly customer service representatives.",
    ],
    ['ADDRESS_NOT_FOUND', 'Unfortunately, we were unable to find your address. Please call us on 13 39 38'],
    ['API_ERROR_HEADING', 'Oops! It appears something has gone wrong on our end...'],
    ['ORDER_SUMMARY_HEADING', "And you're done! Here's what you've selected to order today."],
    ['NO_PLAN_HEADING', 'Your order summary'],
    ['HOTJAR_PATH_ERROR', 'Hotjar event must begin with a forward slash.'],
  ] as const)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
