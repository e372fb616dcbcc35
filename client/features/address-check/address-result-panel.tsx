// The result panel (docs/product/address-check.md#result-messages), loaded on need (use-address-check.ts).
import { useLinkClickHandler, useLocation } from 'react-router';
import { ADDRESS_NOT_FOUND } from '../../../shared/domain/address/messages';
import { noLineAlternatives, PLANS_ANCHOR, plansPathFor, servicesAtAddress } from '../../../shared/domain/address/ways-on';
import { offersUpgradeByRequest, type ResultMessage } from '../../../shared/domain/address/result-message';
import { PATHS } from '../../../shared/routes/paths';
import type { SqResult } from '../../../shared/types/address';
import type { ServiceType } from '../../../shared/schemas/plan';
import { Button } from '../../components/ui/button';
import { RouteLink } from '../../components/ui/route-link';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import { RecoveryOptions } from './call-back/recovery-options';
import { HardToFind, PhoneLink } from './hard-to-find';
import { UpgradeSpeeds } from './upgrade-speeds';
import { useAgentCodeOnDuty } from './call-back/use-agent-code';

/** 'See nbn plans' lands on the nbn plan list. */
const NBN_PLANS_PATH = `${PATHS.nbn}${PLANS_ANCHOR}`;
const FLIP_PLANS_PATH = `${PATHS.flipToFibre}${PLANS_ANCHOR}`;

/** The level of the result's heading: 2 on its own page, 3 inside a plan page's step. */
export type HeadingLevel = 2 | 3;

/** Decision: docs/product/address-check.md#result-messages asks for "an estimate of months until FTTP" without its words. */
export function monthsEstimateText(months: number): string {
  return `Estimated wait until fibre to the premises (FTTP): about ${months} ${months === 1 ? 'month' : 'months'}.`;
}

export interface AddressResultProps {
  message: ResultMessage;
  sq: SqResult;
  requestedServiceType: ServiceType | '';
  isFlipPage: boolean;
  /** Shown when the requested service type is not available (docs/product/frame.md#error-boundary additional error); the address check announces it with the heading. */
  additionalError: string | null;
  /** docs/product/address-check.md#flip-availability: the simplified success of the availability page. */
  simplified: boolean;
  headingLevel: HeadingLevel;
  headingId: string;
  /** The checked address as shown, carried into a 'register interest' request. */
  address?: string;
}

export function AddressResult({
  message,
  sq,
  requestedServiceType,
  isFlipPage,
  additionalError,
  simplified,
  headingLevel,
  headingId,
  address = '',
}: AddressResultProps) {
  const { pathname } = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // docs/product/address-check.md#ways-on: the Flip to Fibre page's own list, else the rule's.
  const plansPath = isFlipPage ? FLIP_PLANS_PATH : plansPathFor(sq, requestedServiceType, pathname);

  return (
    <div className={`address-result address-result--${message.kind}`}>
      {additionalError ? <p className="address-result__error">{additionalError}</p> : null}
      <Heading id={headingId} className="address-result__heading">
        {message.heading}
      </Heading>
      {simplified && plansPath ? (
        <p className="address-result__links">
          <RouteLink to={plansPath}>See plans</RouteLink>
        </p>
      ) : (
        <>
          <UpgradeSpeeds message={message} />
          {message.kind === 'flip-by-request' && message.monthsUntilFttp !== null ? (
            <p>{monthsEstimateText(message.monthsUntilFttp)}</p>
          ) : null}
          {(message.kind === 'available' || message.kind === 'service-unavailable') && message.services ? <p>{message.services}</p> : null}
          {message.newDevelopmentText ? <p className="address-result__new-dev">{message.newDevelopmentText}</p> : null}
          <ResultLinks message={message} sq={sq} plansPath={plansPath} isFlipPage={isFlipPage} />
          {message.kind === 'no-service' ? <NoServiceOptions sq={sq} address={address} headingLevel={headingLevel} pathname={pathname} /> : null}
          {offersUpgradeByRequest(message, sq) ? (
            <UpgradeByRequest sq={sq} address={address} headingLevel={headingLevel} />
          ) : null}
        </>
      )}
    </div>
  );
}

function ResultLinks({
  message,
  sq,
  plansPath,
  isFlipPage,
}: {
  message: ResultMessage;
  sq: SqResult;
  plansPath: string | null;
  isFlipPage: boolean;
}) {
  const toNbnPlans = useLinkClickHandler<HTMLAnchorElement>(NBN_PLANS_PATH);
  switch (message.kind) {
    case 'not-found':
    case 'no-service':
      return null;
    case 'flip-by-request':
      // docs/product/address-check.md#action-button: the 'See nbn plans' button.
      return (
        <p className="address-result__links">
          <Button colour="lime" href={NBN_PLANS_PATH} onClick={toNbnPlans}>
            {message.button}
          </Button>
        </p>
      );
    case 'connect-now':
      return (
        <p className="address-result__links">
          {plansPath ? <RouteLink to={plansPath}>See plans</RouteLink> : null}
          <RouteLink to={FLIP_PLANS_PATH}>See the Fibre Upgrade</RouteLink>
        </p>
      );
    default: {
      // docs/product/address-check.md#ways-on: no link where the address can get nothing the page lists.
      const to = message.kind === 'already-fibre' ? plansPathFor(sq, '') : isFlipPage ? FLIP_PLANS_PATH : plansPath;
      // Away from the page's own service, the link names the plans it leads to (WCAG 2.4.4).
      const elsewhere = message.kind === 'service-unavailable' ? servicesAtAddress(sq).find((entry) => entry.path === to)?.label : undefined;
      return to ? (
        <p className="address-result__links">
          <RouteLink to={to}>{elsewhere ? `See ${elsewhere.charAt(0).toLowerCase()}${elsewhere.slice(1)}` : 'See plans'}</RouteLink>
        </p>
      ) : null;
    }
  }
}

/** docs/product/address-check.md#no-dead-ends: the phone (an agent: the call-back form) and services that need no line. */
function NoServiceOptions({ sq, address, headingLevel, pathname }: { sq: SqResult; address: string; headingLevel: HeadingLevel; pathname: string }) {
  const agentCode = useAgentCodeOnDuty();
  // Only the services the address can get, and never this page (docs/product/address-check.md#ways-on).
  const alternatives = noLineAlternatives(sq, pathname);
  return (
    <div className="address-result__no-service">
      {agentCode ? null : (
        <p>
          Call us on <PhoneLink /> to talk it through, or register your interest and we will call you.
        </p>
      )}
      {alternatives.length > 0 ? (
        <>
          <p>These services need no line to your address:</p>
          <ul className="address-result__no-line">
            {alternatives.map((entry) => (
              <li key={entry.service}>
                <RouteLink to={entry.path}>{entry.label}</RouteLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <RecoveryOptions reason="no-service" address={address} locationId={sq.locId || undefined} headingLevel={headingLevel === 2 ? 3 : 4} />
    </div>
  );
}

/** docs/product/address-check.md#upgrade-by-request: the call-back form to request the upgrade. */
function UpgradeByRequest({ sq, address, headingLevel }: { sq: SqResult; address: string; headingLevel: HeadingLevel }) {
  return (
    <div className="address-result__upgrade-request">
      <p>The fibre upgrade cannot be ordered online here, but you can ask for it: we will call you to arrange it.</p>
      <RecoveryOptions reason="upgrade-request" address={address} locationId={sq.locId || undefined} headingLevel={headingLevel === 2 ? 3 : 4} />
    </div>
  );
}

/** docs/product/address-check.md#hard-to-find-address: 'Address not found' and the ways on (an agent: the call-back form). */
export function NotFoundPanel({
  hardToFind,
  onStillCantFind,
  address,
  headingLevel,
}: {
  hardToFind: boolean;
  onStillCantFind: () => void;
  /** The text searched for, carried into the call-back request. */
  address: string;
  headingLevel: HeadingLevel;
}) {
  const agentCode = useAgentCodeOnDuty();
  const at = ADDRESS_NOT_FOUND.indexOf(SUPPORT_PHONE.display);
  return (
    <div className="address-result address-result--not-found">
      {agentCode ? (
        <p>{ADDRESS_NOT_FOUND.slice(0, ADDRESS_NOT_FOUND.indexOf('.') + 1)}</p>
      ) : (
        <>
          <p>
            {ADDRESS_NOT_FOUND.slice(0, at)}
            <PhoneLink />
            {ADDRESS_NOT_FOUND.slice(at + SUPPORT_PHONE.display.length)}
          </p>
          <HardToFind hardToFind={hardToFind} onStillCantFind={onStillCantFind} />
        </>
      )}
      <RecoveryOptions reason="not-found" address={address} headingLevel={headingLevel === 2 ? 3 : 4} />
    </div>
  );
}
