/**
 * How long a search's queryID is handed on to the shop's pages: the events contract's
 * QUERY_ID_MAX_AGE_MS, repeated because that module builds zod schemas the loader must not bundle
 * (a test keeps the two equal). Older ids would be refused as stale anyway.
 */
export const MEMORY_MS = 24 * 3600 * 1000;

/** Entries kept at most, newest first, so the stored list stays a few kilobytes. */
export const MEMORY_ENTRIES = 20;

/** One list per shop, like the shopper's token (src/loader/user-token.ts). */
export const searchMemoryKey = (shopKey: string): string => `trova:searches:${shopKey}`;

/**
 * A search that showed products, or led to one (a click): `[queryID, at, ...objectIDs]`. The
 * list is newest first (docs/product/layer.md#the-queryid-on-the-shops-pages).
 */
export type RememberedSearch = [string, number, ...string[]];

type Storage = Pick<Window, 'localStorage'>;

function read(win: Storage, shopKey: string): RememberedSearch[] {
  try {
    const list: unknown = JSON.parse(win.localStorage.getItem(searchMemoryKey(shopKey)) ?? '[]');
    // Arrays only: another value under the key (another script's) would throw where the shop's
    // page calls `trova.track`; an array of the wrong shape is never recent, so never recalled.
    return Array.isArray(list) ? (list.filter(Array.isArray) as RememberedSearch[]) : [];
  } catch {
    // Storage blocked, or something else under the key: nothing remembered.
    return [];
  }
}

/**
 * Records an answered search with the products it showed, or a product opened from one: either
 * becomes the newest entry, so a later page credits the search that last showed or led to a
 * product.
 */
export function rememberSearch(
  win: Storage,
  shopKey: string,
  queryID: string,
  objectIDs: readonly string[],
  now = Date.now(),
): void {
  const list = [[queryID, now, ...objectIDs], ...read(win, shopKey)].slice(0, MEMORY_ENTRIES);
  try {
    win.localStorage.setItem(searchMemoryKey(shopKey), JSON.stringify(list));
  } catch {
    // Storage blocked or full: the shop's pages simply get no queryID from the layer.
  }
}

/**
 * The queryID to hand on, within MEMORY_MS: with product ids, that of the newest entry naming one
 * of them; without, the last search's. Undefined when none is known.
 */
export function recallQueryId(
  win: Storage,
  shopKey: string,
  objectIDs?: unknown[],
  now = Date.now(),
): string | undefined {
  const found = read(win, shopKey).find(
    ([, at, ...ids]) =>
      now - at < MEMORY_MS && (!objectIDs || ids.some((id) => objectIDs.includes(id))),
  )?.[0];
  return typeof found === 'string' ? found : undefined;
}
