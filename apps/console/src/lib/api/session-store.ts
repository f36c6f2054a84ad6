/**
 * Both the session token and the API key live in local storage (docs/product/access.md#session).
 */
export const TOKEN_STORAGE_KEY = 'trova.token';
export const API_KEY_STORAGE_KEY = 'trova.apiKey';

export interface StoredSession {
  token: string | null;
  apiKey: string | null;
}

type SessionListener = (session: StoredSession) => void;
const listeners = new Set<SessionListener>();

/**
 * Hears every store or clear made through this module, e.g. the API client dropping an expired
 * session mid-page, so the shell can leave a signed-in screen at once. Returns the unsubscribe.
 */
export function subscribeSession(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(storage: Storage): void {
  const session = readSession(storage);
  for (const listener of listeners) listener(session);
}

export function readSession(storage: Storage = window.localStorage): StoredSession {
  return {
    token: storage.getItem(TOKEN_STORAGE_KEY),
    apiKey: storage.getItem(API_KEY_STORAGE_KEY),
  };
}

export function hasSessionToken(storage: Storage = window.localStorage): boolean {
  return Boolean(storage.getItem(TOKEN_STORAGE_KEY));
}

export function storeSession(
  session: { token: string; apiKey: string },
  storage: Storage = window.localStorage,
): void {
  storage.setItem(TOKEN_STORAGE_KEY, session.token);
  storage.setItem(API_KEY_STORAGE_KEY, session.apiKey);
  notify(storage);
}

export function clearSession(storage: Storage = window.localStorage): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
  storage.removeItem(API_KEY_STORAGE_KEY);
  notify(storage);
}
