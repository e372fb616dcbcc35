// docs/product/address-check.md#flip-eligibility: who can take the Flip to Fibre upgrade, as the pages word it.

/** docs/product/address-check.md#flip-eligibility flip eligibility, word for word, for use inside a sentence ("To qualify, ..."). */
export const FLIP_ELIGIBILITY_RULE =
  'current FTTN addresses need a Family nbn 100/20Mbps plan or faster; current FTTC addresses need a Superfast nbn 250/25Mbps plan or faster';
/** docs/product/address-check.md#flip-eligibility flip eligibility, one sentence per technology. */
export const FLIP_ELIGIBILITY_SENTENCES = FLIP_ELIGIBILITY_RULE.split('; ').map((s) => `${s[0]!.toUpperCase()}${s.slice(1)}.`);
export const FLIP_ELIGIBILITY_TEXT = FLIP_ELIGIBILITY_SENTENCES.join(' ');
