import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from './session-store';

function currentApiKey(): string {
  return readSession().apiKey ?? '';
}

/** The customer's API key as stored with the session; follows a refresh at once. */
export function useApiKey(): string {
  return useSyncExternalStore(
    (listener) => subscribeSession(listener),
    currentApiKey,
    () => '',
  );
}
