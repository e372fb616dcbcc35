// docs/product/pricing.md#compare-plans: how many plans can be compared at once, and the query that
// names them.

/** The query parameter of /compare: plan ids, comma-separated or repeated (a form's checkboxes). */
export const COMPARE_PLANS_PARAM = 'plans';

/** "up to 3 plans". */
export const COMPARE_LIMIT = 3;

/** What a visitor is told when ticking a fourth plan. */
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} plans. Untick a plan to choose another.`;
