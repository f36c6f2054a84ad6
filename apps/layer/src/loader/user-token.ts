/** What the events contract accepts as a `userToken` (contracts `shopperEventSchema`). */
export const USER_TOKEN_PATTERN = /^[A-Za-z0-9_=+/:.-]{1,129}$/;

/** The shopper's token lives under one key per shop, so two shops never share a shopper. */
export const userTokenKey = (shopKey: string): string => `trova:user-token:${shopKey}`;

/**
 * The shopper's anonymous token, `anon-` and 128 random bits in hex, kept in localStorage so later visits are the same
 * shopper; nothing in it names a person. Reading `window.localStorage` itself can throw
 * (sandboxed frames, blocked site data), as can each call: the token then lives in memory for
 * this page only.
 */
export function readUserToken(
  win: Pick<Window, 'localStorage' | 'crypto'>,
  shopKey: string,
): string {
  const key = userTokenKey(shopKey);
  try {
    const stored = win.localStorage.getItem(key);
    if (stored && USER_TOKEN_PATTERN.test(stored)) return stored;
  } catch {
    // Storage blocked: a fresh token below, kept in memory.
  }
  // `crypto.randomUUID` is missing in browsers the layer supports (Chrome 80, Safari 14.1).
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  const token = `anon-${Array.from(bytes, (byte) => (byte + 256).toString(16).slice(1)).join('')}`;
  try {
    win.localStorage.setItem(key, token);
  } catch {
    // Quota or private mode: the token still serves this page.
  }
  return token;
}
