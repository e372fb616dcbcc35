// docs/product/address-check.md#result-messages: the upgrade's words and speeds under a result's heading, in the
// address box's result and in the answer the server draws on /availability.
import type { ResultMessage } from '../../../shared/domain/address/result-message';

export function UpgradeSpeeds({ message }: { message: ResultMessage }) {
  if (message.kind === 'flip-upgrade') return message.speeds ? <p>{message.speeds}</p> : null;
  if (message.kind !== 'connect-now') return null;
  return (
    <p>
      <strong>{message.upgradeOffer}</strong>
      {message.speeds ? ` ${message.speeds}` : null}
    </p>
  );
}
