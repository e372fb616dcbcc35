// docs/product/address-check.md#before-javascript: the answer to a plain-form search, drawn by the server.
import { useEffect } from 'react';
import { chosenAddressHref } from '../../../shared/domain/address/availability-query';
import { ADDRESS_NOT_FOUND, NO_ADDRESS_FOUND, SEARCH_WENT_WRONG } from '../../../shared/domain/address/messages';
import { offersUpgradeByRequest, resultMessage } from '../../../shared/domain/address/result-message';
import { toSqResult } from '../../../shared/domain/address/sq-result';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import { noLineAlternatives, plansPathFor } from '../../../shared/domain/address/ways-on';
import { PATHS } from '../../../shared/routes/paths';
import { UpgradeSpeeds } from '../../features/address-check/upgrade-speeds';
import { keepQualifiedAddress } from '../../store/session-store';
import { useSessionStore } from '../../store/store-context';
import { preloadableLazy } from '../preloadable-lazy';
import type { AvailabilityAnswer } from './availability-data';

// The plan list and the offer computation load only for a chosen address (the server preloads them).
const PlansList = preloadableLazy(() => import('./availability-plans').then((module) => module.AvailabilityPlansList));

/** What the answer needs loaded before the server draws it. */
export async function preloadAnswerParts(answer: AvailabilityAnswer): Promise<void> {
  if (answer.kind === 'result') await PlansList.preload();
}

const phoneLink = <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>;

export default function AvailabilityAnswerSection({ answer }: { answer: AvailabilityAnswer }) {
  const store = useSessionStore();
  // An address the server qualified becomes the session's once the scripts run, as a choice in the box would.
  useEffect(() => {
    if (answer.kind === 'result') keepQualifiedAddress(store, answer.address, toSqResult(answer.answer));
  }, [answer, store]);
  return (
    <section className="availability-answer" aria-labelledby="availability-answer-heading">
      <AnswerBody answer={answer} />
    </section>
  );
}

function AnswerBody({ answer }: { answer: AvailabilityAnswer }) {
  switch (answer.kind) {
    case 'suggestions':
      if (answer.suggestions.length === 0) {
        return (
          <>
            <h2 id="availability-answer-heading">{NO_ADDRESS_FOUND}</h2>
            <p>
              {ADDRESS_NOT_FOUND.slice(0, ADDRESS_NOT_FOUND.indexOf(SUPPORT_PHONE.display))}
              {phoneLink}
            </p>
          </>
        );
      }
      return (
        <>
          <h2 id="availability-answer-heading">Addresses matching “{answer.text}”</h2>
          <p>Choose your address to see what it can get:</p>
          <ul className="availability-answer__list">
            {answer.suggestions.map((entry) => (
              <li key={`${entry.address}|${entry.locationId.join(',')}`}>
                <a href={chosenAddressHref(PATHS.availability, entry)}>{entry.address}</a>
              </li>
            ))}
          </ul>
        </>
      );
    case 'result': {
      const sq = toSqResult(answer.answer);
      const message = resultMessage({ sq, isFlipPage: false, addressNotFound: false, requested: '', flipTopSpeed: answer.plans.flipTopSpeed });
      // docs/product/address-check.md#ways-on: only services the address can get.
      const alternatives = noLineAlternatives(sq, PATHS.availability);
      const plansPath = plansPathFor(sq, '', PATHS.availability);
      return (
        <>
          <p className="availability-answer__address">{answer.address}</p>
          <h2 id="availability-answer-heading">{message.heading}</h2>
          {message.kind === 'available' && message.services ? <p>{message.services}</p> : null}
          <UpgradeSpeeds message={message} />
          {message.newDevelopmentText ? <p>{message.newDevelopmentText}</p> : null}
          {/* docs/product/address-check.md#upgrade-by-request: the box's form is not drawn here; the phone is the way to ask. */}
          {offersUpgradeByRequest(message, sq) ? (
            <p>The fibre upgrade cannot be ordered online here, but you can ask for it: call us on {phoneLink}.</p>
          ) : null}
          {message.kind === 'no-service' ? (
            <p>
              Call us on {phoneLink}
              {alternatives.length > 0 ? (
                <>
                  , or see the services that need no line:{' '}
                  {alternatives.map((entry, index) => (
                    <span key={entry.service}>
                      {index > 0 ? ', ' : null}
                      <a href={entry.path}>{entry.label}</a>
                    </span>
                  ))}
                </>
              ) : null}
              .
            </p>
          ) : (
            <>
              {plansPath || message.kind === 'connect-now' ? (
                <p className="address-result__links">
                  {plansPath ? <a href={plansPath}>See plans</a> : null}
                  {message.kind === 'connect-now' ? <a href={PATHS.flipToFibre}>See the Fibre Upgrade</a> : null}
                </p>
              ) : null}
              <PlansList.Component sq={sq} plans={answer.plans} />
            </>
          )}
        </>
      );
    }
    default:
      return (
        <>
          <h2 id="availability-answer-heading">{SEARCH_WENT_WRONG}</h2>
          <p>Please try again, or call us on {phoneLink}.</p>
        </>
      );
  }
}
