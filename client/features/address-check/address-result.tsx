// The result panel and the not-found / hard-to-find texts of the address check (docs/product/address-check.md#result-messages result
// messages, docs/product/frame.md#error-catalogue). Every sentence comes from shared/domain/messages.ts.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  ADDRESS_NOT_FOUND,
  HARD_TO_FIND_TEXT,
  STILL_CANT_FIND_ADDRESS,
} from '../../../shared/domain/messages';
import type { ResultMessage } from '../../../shared/domain/result-message';
import { SUPPORT_PHONE } from '../../../shared/domain/support-phone';
import { PATHS } from '../../../shared/routes/paths';
import type { SqResult } from '../../../shared/types/address';
import type { ServiceType } from '../../../shared/schemas/plan';
import { Button } from '../../components/ui/button';
import { FLIP_PLANS_PATH, plansPathFor, requestedServiceUnavailableText } from './result-links';
import { RouteLink } from '../../components/ui/route-link';

export type HeadingLevel = 2 | 3;

function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className="address-result__heading">
      {children}
    </Tag>
  );
}

export function PhoneLink() {
  return <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>;
}

/** A product text that names the phone number, with the number as a tel link. */
function WithPhoneLink({ text }: { text: string }) {
  const at = text.indexOf(SUPPORT_PHONE.display);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <PhoneLink />
      {text.slice(at + SUPPORT_PHONE.display.length)}
    </>
  );
}

/** Decision: docs/product/address-check.md#result-messages asks for "an estimate of months until FTTP" without its words. */
export function monthsEstimateText(months: number): string {
  return `Estimated wait until fibre to the premises (FTTP): about ${months} ${months === 1 ? 'month' : 'months'}.`;
}

export interface AddressResultProps {
  message: ResultMessage;
  sq: SqResult;
  requestedServiceType: ServiceType | '';
  isFlipPage: boolean;
  /** Shown when the requested service type is not available (docs/product/frame.md#error-boundary additional error). */
  showAdditionalError: boolean;
  /** docs/product/address-check.md#flip-availability: the simplified success of the availability page. */
  simplified: boolean;
  headingLevel: HeadingLevel;
  headingId: string;
}

export function AddressResult({
  message,
  sq,
  requestedServiceType,
  isFlipPage,
  showAdditionalError,
  simplified,
  headingLevel,
  headingId,
}: AddressResultProps) {
  const navigate = useNavigate();
  const plansPath = plansPathFor(sq, requestedServiceType, isFlipPage);
  const goTo = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void navigate(path);
  };

  return (
    <div className={`address-result address-result--${message.kind}`}>
      {showAdditionalError && requestedServiceType !== '' ? (
        <p className="address-result__error" role="alert">
          {requestedServiceUnavailableText(requestedServiceType)}
        </p>
      ) : null}
      <Heading level={headingLevel} id={headingId}>
        {message.heading}
      </Heading>
      {simplified ? (
        <p className="address-result__links">
          <RouteLink to={plansPath}>See plans</RouteLink>
        </p>
      ) : (
        <>
          {message.kind === 'flip-upgrade' ? <p>{message.speeds}</p> : null}
          {message.kind === 'connect-now' ? (
            <p>
              <strong>{message.upgradeOffer}</strong> {message.speeds}
            </p>
          ) : null}
          {message.kind === 'flip-by-request' && message.monthsUntilFttp !== null ? (
            <p>{monthsEstimateText(message.monthsUntilFttp)}</p>
          ) : null}
          {message.newDevelopmentText ? <p className="address-result__new-dev">{message.newDevelopmentText}</p> : null}
          <ResultLinks message={message} plansPath={plansPath} isFlipPage={isFlipPage} goTo={goTo} />
        </>
      )}
    </div>
  );
}

function ResultLinks({
  message,
  plansPath,
  isFlipPage,
  goTo,
}: {
  message: ResultMessage;
  plansPath: string;
  isFlipPage: boolean;
  goTo: (path: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  switch (message.kind) {
    case 'not-found':
    case 'no-service':
      return null;
    case 'flip-by-request':
      // docs/product/address-check.md#action-button: the 'SEE NBN PLANS' button.
      return (
        <p className="address-result__links">
          <Button colour="lime" href={PATHS.nbn} onClick={goTo(PATHS.nbn)}>
            {message.button}
          </Button>
        </p>
      );
    case 'connect-now':
      return (
        <p className="address-result__links">
          <RouteLink to={plansPath}>See plans</RouteLink>
          <RouteLink to={FLIP_PLANS_PATH}>See the Fibre Upgrade</RouteLink>
        </p>
      );
    default:
      return (
        <p className="address-result__links">
          <RouteLink to={isFlipPage ? FLIP_PLANS_PATH : plansPath}>See plans</RouteLink>
        </p>
      );
  }
}

/** docs/product/address-check.md#hard-to-find-address 'Address not found' with the phone number, and the 'Still can't find' control. */
export function NotFoundPanel({
  hardToFind,
  onStillCantFind,
}: {
  hardToFind: boolean;
  onStillCantFind: () => void;
}) {
  return (
    <div className="address-result address-result--not-found">
      <p>
        <WithPhoneLink text={ADDRESS_NOT_FOUND} />
      </p>
      <HardToFind hardToFind={hardToFind} onStillCantFind={onStillCantFind} />
    </div>
  );
}

export function HardToFind({ hardToFind, onStillCantFind }: { hardToFind: boolean; onStillCantFind: () => void }) {
  if (!hardToFind) {
    return (
      <button type="button" className="address-check__link-button" onClick={onStillCantFind}>
        {STILL_CANT_FIND_ADDRESS}
      </button>
    );
  }
  return (
    <div className="address-check__hard-to-find">
      <p>{HARD_TO_FIND_TEXT}</p>
      <p>
        Call us on <PhoneLink />
      </p>
    </div>
  );
}
