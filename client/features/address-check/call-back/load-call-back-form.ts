// The call-back form's code loads when a visitor opens it (or an agent reaches a not-found or
// no-service screen), never with the page (docs/architecture.md#what-waits-for-the-visitor).
import type * as CallBackFormModule from './call-back-form';

export type CallBackFormModuleType = typeof CallBackFormModule;
let loaded: CallBackFormModuleType | undefined;
export const loadedCallBackForm = (): CallBackFormModuleType | undefined => loaded;
export const loadCallBackForm = (): Promise<CallBackFormModuleType> => import('./call-back-form').then((module) => (loaded = module));
