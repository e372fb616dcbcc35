// docs/product/ordering-and-handoff.md#extras-step order extras step (step 3 on desktop, 4 on mobile): 'Grab some extras to complete the
// deal' with modem, extender, phone service, Home Secure and, on Flip to Fibre, the transfer plan.
import { HOME_SECURE } from '../../../shared/domain/pricing-constants';
import { formatPrice } from '../../../shared/domain/price-format';
import { INTERIM_PLAN_SPEEDS } from '../../../shared/domain/interim-plan';
import type { CartExtras } from '../../store/use-cart-extras';
import { useSessionSnapshot, useSessionStore } from '../../store/store-context';
import { ChoiceGroup } from './choice-group';
import { showsModemToggle } from './extras-rules';
import { ModemExtras } from './modem-extras';
import { PhoneExtras } from './phone-extras';
import './extras.css';

export const EXTRAS_HEADING = 'Grab some extras to complete the deal';

export interface ExtrasStepProps {
  /** The order's service type: the modem toggle is hidden on home wireless (docs/product/ordering-and-handoff.md#extras-step). */
  serviceType: string;
  /** Flip to Fibre page: offer the transfer plan (docs/product/pricing.md#transfer-plan). */
  showTransferPlan?: boolean;
  modemTitle?: string;
  phoneTitle?: string;
  id?: string;
  /** The cart's extras as the page read them (a region hydrated later renders the server's state first,
   *  client/app/lazy-on-need.tsx); the session's own when left out. */
  choices?: CartExtras;
}

export function ExtrasStep({ serviceType, showTransferPlan = false, modemTitle, phoneTitle, id = 'extras', choices }: ExtrasStepProps) {
  const store = useSessionStore();
  const session = useSessionSnapshot().cart.cart;
  const cart = choices ?? session;
  return (
    <section className="extras-step" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <span className="step-label">
          Step <span className="step-label__desktop">3</span>
          <span className="step-label__mobile">4</span>:
        </span>{' '}
        {EXTRAS_HEADING}
      </h2>
      <div className="extras-step__list">
        {showsModemToggle(serviceType) ? <ModemExtras title={modemTitle} cart={cart} /> : null}
        <PhoneExtras title={phoneTitle} cart={cart} />
        <section className="extra extra--home-secure" aria-label="Home Secure">
          <h3 className="extra__title">Add Home Secure</h3>
          <ChoiceGroup<'yes' | 'no'>
            legend="Would you like Home Secure?"
            name="home-secure"
            value={cart.homeSecure ? 'yes' : 'no'}
            onChange={(value) => (store.cart.cart.homeSecure = value === 'yes')}
            choices={[
              { value: 'yes', label: `Yes, add Home Secure (${formatPrice(HOME_SECURE.monthly, { dollarSign: true })}/mth)` },
              { value: 'no', label: 'No, just the free trial' },
            ]}
          />
          <p className="extra__note">
            Protection from viruses, scams and ransomware for the whole household. Add it now and your first{' '}
            {HOME_SECURE.freeTrialMonthsSubscribedEarly} months are free (otherwise a free {HOME_SECURE.freeTrialMonths}
            -month trial). No lock-in: cancel any time.
          </p>
        </section>
        {showTransferPlan ? (
          <section className="extra extra--transfer" aria-label="Transfer plan">
            <h3 className="extra__title">Your nbn plan until fibre is connected</h3>
            <ChoiceGroup<'100' | '50'>
              legend="Which nbn plan should we move you to while you wait for fibre?"
              name="transfer-plan"
              value={String(cart.transferPlan) as '100' | '50'}
              onChange={(value) => (store.cart.cart.transferPlan = value === '50' ? 50 : 100)}
              choices={INTERIM_PLAN_SPEEDS.map((speed) => ({
                value: String(speed) as '100' | '50',
                label: `${speed} Mbps`,
                hint: speed === 100 ? 'Typical evening speed 100 Mbps.' : undefined,
              }))}
            />
          </section>
        ) : null}
      </div>
    </section>
  );
}
