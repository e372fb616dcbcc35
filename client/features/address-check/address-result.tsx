// The not-found / hard-to-find texts of the address check (docs/product/address-check.md#result-messages
// result messages, docs/product/frame.md#error-catalogue error catalogue), and the loader of its result panel. Every sentence comes from
// shared/domain/messages.ts.
import {
  ADDRESS_NOT_FOUND,
  HARD_TO_FIND_TEXT,
  STILL_CANT_FIND_ADDRESS,
} from '../../../shared/domain/messages';
import { SUPPORT_PHONE } from '../../../shared/domain/support-phone';
import type * as ResultPanelModule from './address-result-panel';
import { lazy, Suspense } from 'react';
import { useAgentCodeOnDuty } from './call-back/use-agent-code';

/**
 * The ways on after a search that found nothing load with the search calls (use-address-check.ts),
 * not with the widget: they show only after a search.
 */
export const loadRecoveryOptions = () => import('./call-back/recovery-options');
const RecoveryOptions = lazy(() => loadRecoveryOptions().then((module) => ({ default: module.RecoveryOptions })));

export type { HeadingLevel } from './address-result-panel';

/**
 * The result panel (address-result-panel.tsx) shows only once an address is checked, never in the
 * server's HTML: its code loads when the visitor first types an address or a checked one is in the
 * session, not with the page (docs/architecture.md#budgets route budget).
 */
export type ResultPanel = typeof ResultPanelModule;
let loadedPanel: ResultPanel | undefined;
export const loadedResultPanel = (): ResultPanel | undefined => loadedPanel;
export const loadResultPanel = (): Promise<ResultPanel> => import('./address-result-panel').then((panel) => (loadedPanel = panel));

export function PhoneLink() {
  return <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>;
}

/** A SPEC text that names the phone number, with the number as a tel link. */
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

/**
 * docs/product/address-check.md#hard-to-find-address 'Address not found' with the phone number, the
 * 'Still can't find' control, and the ways on (docs/product/address-check.md#no-dead-ends). An agent
 * is given the call-back form instead of the phone number.
 */
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
  headingLevel: 2 | 3;
}) {
  const agentCode = useAgentCodeOnDuty();
  return (
    <div className="address-result address-result--not-found">
      <p>{agentCode ? ADDRESS_NOT_FOUND.slice(0, ADDRESS_NOT_FOUND.indexOf('.') + 1) : <WithPhoneLink text={ADDRESS_NOT_FOUND} />}</p>
      {agentCode ? null : <HardToFind hardToFind={hardToFind} onStillCantFind={onStillCantFind} />}
      <Suspense fallback={null}>
        <RecoveryOptions reason="not-found" address={address} headingLevel={headingLevel === 2 ? 3 : 4} />
      </Suspense>
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
