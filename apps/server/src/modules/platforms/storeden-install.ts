import { z } from 'zod';

/**
 * Storeden's app install hand-over (developers.storeden.com/docs/apps/start): when a merchant
 * installs the app, Storeden POSTs to the app's "Auth URL" a form-encoded body with `instance`
 * (the store's id, a 24-hex MongoDB id), `key` and `exchange` (the store's Connect API pair for
 * this app). Later, when the merchant opens the app, Storeden loads the "Embed URL" in an iframe
 * with `?instance=<id>`. The POST carries no signature: the pair itself is the proof, so Trova
 * trusts it only after a call with it succeeds (`createStoredenClient(...).check()`).
 */
export interface StoredenInstall {
  /** The store's Storeden id: the same value the embed URL later names. */
  instance: string;
  apiKey: string;
  exchange: string;
}

const token = z
  .string()
  .trim()
  .min(16)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);

const installSchema = z.object({
  instance: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{24}$/i),
  key: token,
  exchange: token,
});

/**
 * Reads Storeden's install POST (already parsed from `application/x-www-form-urlencoded` into an
 * object, or given as the raw form string) into credentials; null when it is not one.
 *
 * @example
 * storedenInstallCredentials('instance=562a…e4&key=f2ef…85&exchange=ce91…b6')
 * // { instance: '562a…e4', apiKey: 'f2ef…85', exchange: 'ce91…b6' }
 */
export function storedenInstallCredentials(payload: unknown): StoredenInstall | null {
  const fields =
    typeof payload === 'string'
      ? Object.fromEntries(new URLSearchParams(payload))
      : payload instanceof URLSearchParams
        ? Object.fromEntries(payload)
        : payload;
  const parsed = installSchema.safeParse(fields);
  if (!parsed.success) return null;
  return {
    instance: parsed.data.instance,
    apiKey: parsed.data.key,
    exchange: parsed.data.exchange,
  };
}
