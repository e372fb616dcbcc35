// docs/product/pricing.md#award-images: a small inline ribbon beside the award's own words (its name, year
// and source), so the award costs no image request and no one has to guess what it means.

/** The ribbon is decoration: the badge it sits in says the words (plan-card.tsx). */
export function AwardRibbon() {
  return (
    <svg className="award-ribbon" aria-hidden="true" focusable="false" viewBox="0 0 48 64" width="15" height="20">
      <path d="M12 36 6 62l12-7 6 9 4-26z" fill="var(--colour-indigo)" />
      <path d="M36 36l6 26-12-7-6 9-4-26z" fill="var(--colour-indigo)" />
      <circle cx="24" cy="24" r="20" fill="var(--colour-lime)" stroke="var(--colour-indigo)" strokeWidth="3" />
      <path d="m24 12 3.7 7.6 8.3 1.2-6 5.9 1.4 8.3-7.4-3.9-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2z" fill="var(--colour-indigo)" />
    </svg>
  );
}
