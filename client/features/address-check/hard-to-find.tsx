// The hard-to-find texts of the address check (docs/product/address-check.md#hard-to-find-address,
// docs/product/frame.md#error-catalogue error catalogue). Every sentence comes from shared/domain/address/messages.ts.
import { HARD_TO_FIND_TEXT, STILL_CANT_FIND_ADDRESS } from '../../../shared/domain/address/messages';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';

/** The support number as a link; CSS keeps a tel link on one line (docs/product/frame.md#support-phone). */
export function PhoneLink() {
  return <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>;
}

export function HardToFind({ hardToFind, onStillCantFind }: { hardToFind: boolean; onStillCantFind: () => void }) {
  if (!hardToFind) {
    return (
      <button type="button" className="address-check__link-button" onClick={onStillCantFind}>
        {STILL_CANT_FIND_ADDRESS}
      </button>
    );
  }
  // The phone number is in the not-found sentence just above: said once, not again here.
  return (
    <div className="address-check__hard-to-find">
      <p>{HARD_TO_FIND_TEXT}</p>
    </div>
  );
}
