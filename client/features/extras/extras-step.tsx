// docs/product/ordering-and-handoff.md#extras-by-service: each extra only where it fits; none, no step.
import { money } from '../../../shared/domain/pricing/money';
import { HOME_SECURE } from '../../../shared/domain/pricing/price-list';
import { fittedTransferPlan, transferPlanSpeeds } from '../../../shared/domain/pricing/interim-plan';
import { homeSecureSteps } from '../../../shared/domain/pricing/home-secure-terms';
import { extrasForService } from '../../../shared/domain/plans/service-extras';
import type { CartExtras } from '../../store/use-cart-extras';
import { useSessionSnapshot, useSessionStore } from '../../store/store-context';
import { ChoiceGroup } from './choice-group';
import { ModemExtras } from './modem-extras';
import { PhoneExtras } from './phone-extras';
import './extras.css';

export interface ExtrasStepProps {
  /** The order's service type: the modem toggle is hidden on home wireless (docs/product/ordering-and-handoff.md#extras-step). */
  serviceType: string;
  /** Flip to Fibre page: offer the transfer plan (docs/product/pricing.md#transfer-plan). */
  showTransferPlan?: boolean;
  /** The checked line's top speed (sqResult.maxSpeed), as the page read it: no transfer plan is faster. */
  lineMaxSpeed?: number | null;
  modemTitle?: string;
  phoneTitle?: string;
  /** The cart's extras as the page read them (a region hydrated later renders the server's state first,
   *  client/app/lazy-on-need.tsx); the session's own when left out. */
  choices?: CartExtras;
}

export function ExtrasStep({
  serviceType,
  showTransferPlan = false,
  lineMaxSpeed = null,
  modemTitle,
  phoneTitle,
  choices,
}: ExtrasStepProps) {
  const store = useSessionStore();
  const session = useSessionSnapshot().cart.cart;
  const cart = choices ?? session;
  const fits = extrasForService(serviceType);
  if (!fits.modem && !fits.homePhone && !fits.homeSecure && !fits.transferPlan) return null;
  return (
    <section className="extras-step journey-step" id="extras" aria-labelledby="extras-heading">
      <h2 id="extras-heading">Step 3: Grab some extras to complete the deal</h2>
      <div className="extras-step__list">
        {fits.modem ? <ModemExtras title={modemTitle} cart={cart} /> : null}
        {fits.homePhone ? <PhoneExtras title={phoneTitle} cart={cart} /> : null}
        {fits.homeSecure ? (
          <section className="extra extra--home-secure" aria-label="Home Secure">
            <h3 className="extra__title">Add Home Secure</h3>
            <ChoiceGroup<'yes' | 'no'>
              legend="Would you like Home Secure?"
              name="home-secure"
              value={cart.homeSecure ? 'yes' : 'no'}
              onChange={(value) => (store.cart.cart.homeSecure = value === 'yes')}
              choices={[
                { value: 'yes', label: `Yes, add Home Secure (${money(HOME_SECURE.monthly)}/mth)` },
                { value: 'no', label: 'No, just the free trial' },
              ]}
            />
            <p className="extra__note">
              Protection from viruses, scams and ransomware for the whole household. Add it now: {homeSecureSteps(true)}, no
              lock-in, cancel any time. Or keep just the free trial: free for {HOME_SECURE.freeTrialMonths} months, then it
              ends by itself with nothing to pay.
            </p>
          </section>
        ) : null}
        {showTransferPlan && fits.transferPlan ? (
          <section className="extra extra--transfer" aria-label="Transfer plan">
            <h3 className="extra__title">Your nbn plan until fibre is connected</h3>
            <ChoiceGroup<'100' | '50'>
              legend="Which nbn plan should we move you to while you wait for fibre?"
              name="transfer-plan"
              value={String(fittedTransferPlan(cart.transferPlan, lineMaxSpeed)) as '100' | '50'}
              onChange={(value) => (store.cart.cart.transferPlan = value === '50' ? 50 : 100)}
              choices={transferPlanSpeeds(lineMaxSpeed).map((speed) => ({
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
