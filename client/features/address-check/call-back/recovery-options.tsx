// docs/product/address-check.md#no-dead-ends: the ways on; an agent gets the call-back form at once.
import { useEffect, useId, useState } from 'react';
import { CALL_BACK_LABELS, type AddressMode, type CallBackReason } from '../../../../shared/domain/contact/call-back-options';
import type * as CallBackFormModule from './call-back-form';
import { useAgentCodeOnDuty } from './use-agent-code';

// Loaded when opened, never with the page (docs/architecture.md#what-waits-for-the-visitor).
type CallBackFormModuleType = typeof CallBackFormModule;
let loadedCallBackForm: CallBackFormModuleType | undefined;
export const loadCallBackForm = (): Promise<CallBackFormModuleType> => import('./call-back-form').then((module) => (loadedCallBackForm = module));

export interface RecoveryOptionsProps {
  reason: CallBackReason;
  address: string;
  locationId?: string;
  headingLevel: 2 | 3 | 4;
}

export function RecoveryOptions({ reason, address, locationId, headingLevel }: RecoveryOptionsProps) {
  const agentCode = useAgentCodeOnDuty();
  const [chosen, setChosen] = useState<AddressMode | null>(null);
  // An agent is given the call-back form without asking.
  const mode: AddressMode | null = chosen ?? (agentCode ? 'typed' : null);
  const [formModule, setFormModule] = useState<CallBackFormModuleType | undefined>(() => loadedCallBackForm);
  const [loadFailed, setLoadFailed] = useState(false);
  const regionId = `${useId()}call-back`;

  useEffect(() => {
    if (!mode || formModule) return;
    void loadCallBackForm().then(setFormModule, () => setLoadFailed(true));
  }, [mode, formModule]);

  const choose = (next: AddressMode) => {
    setLoadFailed(false);
    setChosen(next);
  };

  const Form = formModule?.CallBackForm;
  return (
    <div className="address-recovery">
      <div className="address-recovery__choices">
        {reason === 'not-found' ? (
          <button type="button" className="address-recovery__choice" aria-expanded={mode === 'manual'} aria-controls={regionId} onClick={() => choose('manual')}>
            Enter your address manually
          </button>
        ) : null}
        <button type="button" className="address-recovery__choice" aria-expanded={mode === 'typed'} aria-controls={regionId} onClick={() => choose('typed')}>
          {CALL_BACK_LABELS[reason]}
        </button>
      </div>
      <div id={regionId}>
        {mode && Form ? (
          <Form key={mode} reason={reason} addressMode={mode} address={address} locationId={locationId} agentCode={agentCode} headingLevel={headingLevel} />
        ) : null}
        {mode && loadFailed ? <p role="alert">The form could not be loaded. Please check your connection and try again.</p> : null}
      </div>
    </div>
  );
}
