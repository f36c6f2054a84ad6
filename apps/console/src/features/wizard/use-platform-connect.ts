import type { CredentialPlatform } from '@trova/contracts';
import { useState } from 'react';
import { errorCodeOf } from '../../lib/api/api-error-text';
import type { PlatformCheckState } from './components/platform-check-result';
import {
  checkCredentials,
  isPlatformErrorCode,
} from '../shops/platform-credentials/platform-credentials.rules';
import { useCheckPlatform, useConnectPlatform } from './wizard.queries';
import { getWizardState, updateWizard, useWizardState } from './wizard-store';

/** Why connecting did not happen: the form's own errors show, or a failure the caller words. */
export type ConnectOutcome = 'connected' | 'invalid' | 'named' | { failure: unknown };

/**
 * The credential form of the cms step (docs/product/onboarding.md#platform): its values in the
 * wizard's memory, "Check connection" and connecting on Next. Field errors show once the owner
 * tried; a platform error of the check or of the connect is named in the form.
 */
export function usePlatformConnect(platform: CredentialPlatform) {
  const { platformForm: values } = useWizardState();
  const [tried, setTried] = useState(false);
  const [connectError, setConnectError] = useState<string | null>(null);
  const check = useCheckPlatform();
  const connectPlatform = useConnectPlatform();
  const validation = checkCredentials(platform, values);
  const languageIso = values.languageIso ?? '';

  const setValue = (field: string, value: string) => {
    updateWizard({ platformForm: { ...getWizardState().platformForm, [field]: value } });
    // An answer about other keys would mislead.
    check.reset();
    setConnectError(null);
  };

  const runCheck = () => {
    setTried(true);
    setConnectError(null);
    if (validation.ok) check.mutate(validation.credentials);
  };

  /** Connects the shop, or says why not; a shop already connected with this store is reused. */
  const connect = async (version: string | null): Promise<ConnectOutcome> => {
    setTried(true);
    if (!validation.ok || languageIso.trim() === '') return 'invalid';
    const { credentials } = validation;
    const { shopId, connectedStoreUrl } = getWizardState();
    if (shopId !== null && connectedStoreUrl === credentials.storeUrl) return 'connected';
    try {
      const { id } = await connectPlatform.mutateAsync({
        shopUrl: credentials.storeUrl,
        languageIso,
        ...(version ? { platformVersion: version } : {}),
        credentials,
      });
      updateWizard({ shopId: id, shopPhase: 'choose', connectedStoreUrl: credentials.storeUrl });
      return 'connected';
    } catch (error) {
      const code = errorCodeOf(error);
      if (!isPlatformErrorCode(code)) return { failure: error };
      check.reset();
      setConnectError(code);
      return 'named';
    }
  };

  let state: PlatformCheckState = { kind: 'idle' };
  if (check.isPending) state = { kind: 'checking' };
  else if (check.isSuccess) state = { kind: 'found', store: check.data };
  else if (check.isError) state = { kind: 'failed', code: errorCodeOf(check.error) };
  else if (connectError) state = { kind: 'failed', code: connectError };

  return {
    values,
    setValue,
    errors: tried && !validation.ok ? validation.errors : {},
    languageMissing: tried && languageIso.trim() === '',
    languageIso,
    state,
    checking: check.isPending,
    connecting: connectPlatform.isPending,
    runCheck,
    connect,
  };
}
