/** Document 000 §3: both the session token and the API key live in local storage. */
export const TOKEN_STORAGE_KEY = 'trova.token';
export const API_KEY_STORAGE_KEY = 'trova.apiKey';

export interface StoredSession {
  token: string | null;
  apiKey: string | null;
}

export function readSession(storage: Storage = window.localStorage): StoredSession {
  return {
    token: storage.getItem(TOKEN_STORAGE_KEY),
    apiKey: storage.getItem(API_KEY_STORAGE_KEY),
  };
}

export function storeSession(
  session: { token: string; apiKey: string },
  storage: Storage = window.localStorage,
): void {
  storage.setItem(TOKEN_STORAGE_KEY, session.token);
  storage.setItem(API_KEY_STORAGE_KEY, session.apiKey);
}

export function clearSession(storage: Storage = window.localStorage): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
  storage.removeItem(API_KEY_STORAGE_KEY);
}
