// docs/product/ordering-and-handoff.md#extras-step: pay-as-you-go or the call pack; no warns the number is lost.
import { money } from '../../../shared/domain/pricing/money';
import { PAYG_RATES, UNLIMITED_DESTINATIONS, VOICE, type VoicePlanKey } from '../../../shared/domain/pricing/price-list';
import { SITE_BRAND } from '../../../shared/site-config';
import type { CartSelection } from '../../store/session-store';
import { useSessionStore } from '../../store/store-context';
import { ChoiceGroup } from './choice-group';

export const LANDLINE_LOST_WARNING =
  'Without a phone service, the landline number you have now will be lost when you switch.';

export function PhoneExtras({ title, cart }: { title?: string; cart: Pick<CartSelection, 'voip' | 'voipPlan'> }) {
  const store = useSessionStore();
  return (
    <section className="extra extra--phone" aria-label="Home phone">
      <h3 className="extra__title">{title ?? 'Add a home phone'}</h3>
      <ChoiceGroup<'yes' | 'no'>
        legend="Would you like a home phone service?"
        name="voip"
        value={cart.voip ? 'yes' : 'no'}
        onChange={(value) => (store.cart.cart.voip = value === 'yes')}
        choices={[
          { value: 'yes', label: 'Yes, add a phone' },
          { value: 'no', label: 'No thanks' },
        ]}
      />
      {cart.voip ? (
        <div className="extra__panel">
          <ChoiceGroup<VoicePlanKey>
            legend="Choose your calls"
            name="voip-plan"
            value={cart.voipPlan}
            onChange={(value) => (store.cart.cart.voipPlan = value)}
            choices={[
              { value: 'payg', label: `Pay-as-you-go, ${money(VOICE.paygMonthly)}/mth` },
              { value: 'unlimited', label: `Unlimited calls, ${money(VOICE.unlimitedMonthly)}/mth` },
            ]}
          />
          {cart.voipPlan === 'payg' ? (
            <table className="extra__rates">
              <caption>Pay-as-you-go call rates (inc. GST)</caption>
              <thead>
                <tr>
                  <th scope="col">Call type</th>
                  <th scope="col">Rate</th>
                </tr>
              </thead>
              <tbody>
                {PAYG_RATES.map((row) => (
                  <tr key={row.callType}>
                    <th scope="row">{row.callType}</th>
                    <td>{row.rate}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Calls to other {SITE_BRAND.name} customers</th>
                  <td>Free</td>
                </tr>
              </tbody>
            </table>
          ) : (
            <div className="extra__note">
              <p>
                Unlimited local, national and Australian mobile calls, plus unlimited calls to {UNLIMITED_DESTINATIONS.join(', ')}.
              </p>
            </div>
          )}
        </div>
      ) : (
        <p className="extra__warning" role="note">
          {LANDLINE_LOST_WARNING}
        </p>
      )}
    </section>
  );
}
