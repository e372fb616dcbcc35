// docs/product/ordering-and-handoff.md#extras-step: 'No' takes the modem (and extender) off at once, then
// an inline 'Are you sure?' confirms, it does not gate; 'No, keep the modem' puts both back.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { money } from '../../../shared/domain/pricing/money';
import { EXTENDER, MODEM } from '../../../shared/domain/pricing/price-list';
import type { CartSelection } from '../../store/session-store';
import { useSessionStore } from '../../store/store-context';
import { ChoiceGroup } from './choice-group';

/** docs/product/ordering-and-handoff.md#extras-step: "Turning the modem off sets extenders to 0." */
export function setModem(cart: CartSelection, on: boolean): void {
  cart.modem = on;
  if (!on) cart.extenders = 0;
}

/** docs/product/ordering-and-handoff.md#extras-step: "extender toggles between 0 and 1 ordered", and only with the modem. */
export function setExtender(cart: CartSelection, on: boolean): void {
  cart.extenders = on && cart.modem ? 1 : 0;
}

type YesNo = 'yes' | 'no';

export function ModemExtras({ title, cart }: { title?: string; cart: Pick<CartSelection, 'modem' | 'extenders'> }) {
  const store = useSessionStore();
  const [confirming, setConfirming] = useState(false);
  const radios = useRef<Partial<Record<YesNo, HTMLInputElement | null>>>({});
  const returnFocus = useRef<YesNo | null>(null);
  /** The extenders ordered before 'No', restored by 'No, keep the modem'. */
  const extendersBefore = useRef<0 | 1>(0);
  const headingId = useId();
  const textId = useId();

  // Focus stays on the radio (arrow keys keep moving within its group, WAI-ARIA's radio group); the question is
  // announced (a polite live region) and is the next Tab stop. Once it is answered, focus returns to the choice it left.
  useEffect(() => {
    if (!confirming && returnFocus.current) {
      radios.current[returnFocus.current]?.focus();
      returnFocus.current = null;
    }
  }, [confirming]);

  const choose = (value: YesNo) => {
    if (value === 'yes') {
      setConfirming(false);
      setModem(store.cart.cart, true);
    } else if (store.cart.cart.modem) {
      extendersBefore.current = store.cart.cart.extenders;
      setModem(store.cart.cart, false);
      setConfirming(true);
    }
  };
  const close = (keepModem: boolean) => {
    if (keepModem) {
      setModem(store.cart.cart, true);
      setExtender(store.cart.cart, extendersBefore.current === 1);
    }
    returnFocus.current = keepModem ? 'yes' : 'no';
    setConfirming(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !confirming) return;
    event.preventDefault();
    close(false); // the choice stands: own modem
  };

  const shown: YesNo = cart.modem ? 'yes' : 'no';
  return (
    <section className="extra extra--modem" aria-label="Wi-Fi modem" onKeyDown={onKeyDown}>
      <h3 className="extra__title">{title ?? 'Add a Wi-Fi 6 mesh modem'}</h3>
      <ChoiceGroup<YesNo>
        legend="Would you like a Wi-Fi modem?"
        name="modem"
        value={shown}
        onChange={choose}
        inputRef={(value, element) => (radios.current[value] = element)}
        choices={[
          { value: 'yes', label: 'Yes, add the modem' },
          { value: 'no', label: "No, I'll use my own" },
        ]}
      />
      <div aria-live="polite">
        {confirming ? (
          <div className="extra__confirm" role="group" aria-labelledby={headingId} aria-describedby={textId}>
            <h4 id={headingId}>Are you sure?</h4>
            <p id={textId}>
              Bringing your own modem? It must support your connection type, and you will set it up yourself. Our modem
              arrives set up and ready to plug in, with help from our team if you need it.
            </p>
            <div className="extra__actions">
              <button type="button" className="extra__action" onClick={() => close(false)}>
                Yes, I'll bring my own modem
              </button>
              <button type="button" className="extra__action extra__action--primary" onClick={() => close(true)}>
                No, keep the modem
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {cart.modem ? (
        <>
          <div className="extra__panel">
            <p>
              <strong>ZTE H1600 Wi-Fi 6 mesh modem</strong>, dual-band speeds up to 1800Mbps, valued at{' '}
              {money(MODEM.shownValue)}. {money(MODEM.price)} with free shipping.
            </p>
          </div>
          <div className="extra__panel">
            <div className="extra__switch">
              <input
                type="checkbox"
                role="switch"
                id={`${headingId}-extender`}
                checked={cart.extenders === 1}
                onChange={(event) => setExtender(store.cart.cart, event.target.checked)}
                aria-describedby={`${headingId}-extender-hint`}
              />
              <label htmlFor={`${headingId}-extender`}>Add a Wi-Fi extender</label>
            </div>
            <p id={`${headingId}-extender-hint`} className="extra__note">
              ZTE H3601 Wi-Fi 6 mesh extender for the far corners of your home, valued at {money(EXTENDER.shownValue)}.{' '}
              {money(EXTENDER.price)} with free shipping.
            </p>
          </div>
        </>
      ) : null}
    </section>
  );
}
