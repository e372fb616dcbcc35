// Why a plan is not offered at the checked address, in a short note beside the plans
// ("Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 100Mbps.").
export interface PlansNotOfferedProps {
  notes: readonly string[];
}

export const PLANS_NOT_OFFERED_LABEL = 'Plans not available at your address';

export function PlansNotOffered({ notes }: PlansNotOfferedProps) {
  if (notes.length === 0) return null;
  return (
    <div className="plans-not-offered" role="note" aria-label={PLANS_NOT_OFFERED_LABEL}>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
