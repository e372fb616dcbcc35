// Why a plan is not offered at the checked address, in a short note beside the plans
// ("Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 100Mbps.").
import { CONNECTION_HEADING, type ConnectionFact } from '../../../shared/domain/address/connection-facts';

export interface PlansNotOfferedProps {
  notes: readonly string[];
  /** "Your connection" after the address check (docs/product/address-check.md#your-connection). */
  connection?: readonly ConnectionFact[] | null;
}

export const PLANS_NOT_OFFERED_LABEL = 'Plans not available at your address';

export function PlansNotOffered({ notes, connection }: PlansNotOfferedProps) {
  return (
    <>
      {connection ? (
        <section className="your-connection" aria-labelledby="your-connection-heading">
          <h3 id="your-connection-heading">{CONNECTION_HEADING}</h3>
          <dl>
            {connection.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {notes.length > 0 ? (
        <div className="plans-not-offered" role="note" aria-label={PLANS_NOT_OFFERED_LABEL}>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
