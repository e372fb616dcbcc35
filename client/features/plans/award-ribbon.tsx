// docs/product/pricing.md#award-images: "Award images are mapped to plan ids 10317 and 10591." A small inline ribbon, so the
// award costs no image request and scales with the card.
export const AWARD_ALT_TEXT = 'Award-winning plan';

export function AwardRibbon({ label = AWARD_ALT_TEXT }: { label?: string }) {
  return (
    <svg className="award-ribbon" role="img" aria-label={label} viewBox="0 0 48 64" width="40" height="54">
      <title>{label}</title>
      <path d="M12 36 6 62l12-7 6 9 4-26z" fill="var(--colour-indigo)" />
      <path d="M36 36l6 26-12-7-6 9-4-26z" fill="var(--colour-indigo)" />
      <circle cx="24" cy="24" r="20" fill="var(--colour-lime)" stroke="var(--colour-indigo)" strokeWidth="3" />
      <path d="m24 12 3.7 7.6 8.3 1.2-6 5.9 1.4 8.3-7.4-3.9-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2z" fill="var(--colour-indigo)" />
    </svg>
  );
}
