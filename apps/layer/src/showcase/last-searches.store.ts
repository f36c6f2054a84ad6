/** How long a shopper's last searches are kept: the showcase block's setting (`1D`, `1W`, `1Y`). */
export type LastSearchesRetention = '1D' | '1W' | '1Y';

/** Searches kept per shop on one device; the block shows them all, newest first. */
export const LAST_SEARCHES_MAX = 8;

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS: Readonly<Record<LastSearchesRetention, number>> = {
  '1D': DAY_MS,
  '1W': 7 * DAY_MS,
  '1Y': 365 * DAY_MS,
};

interface Entry {
  q: string;
  at: number;
}

/** The part of `Storage` the store uses, so tests and a blocked localStorage can stand in. */
export type SearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LastSearchesStore {
  /** Newest first, without the expired ones. */
  list(): string[];
  add(query: string): string[];
  remove(query: string): string[];
  clear(): string[];
}

/** Trimmed, inner spaces collapsed: "  red   shoes " and "red shoes" are one search. */
const tidy = (query: string) => query.trim().replace(/\s+/g, ' ');
const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

function parse(raw: string | null): Entry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is Entry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Entry).q === 'string' &&
        typeof (entry as Entry).at === 'number',
    );
  } catch {
    // Another script (or an older layer) wrote something else under our key: start again.
    return [];
  }
}

/**
 * Whatever `window.localStorage` is, or undefined: merely reading the property throws in sandboxed
 * frames and when the shopper blocks site data.
 */
export function deviceStorage(): SearchStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The shopper's last searches of one shop, kept on their device only
 * (docs/product/layout-design.md#showcase). Every storage call may throw (private modes, quota,
 * blocked site data): the list then lives in memory for the overlay's lifetime, which is all the
 * shopper loses.
 */
export function lastSearchesStore(
  shopKey: string,
  retention: LastSearchesRetention,
  storage: SearchStorage | undefined,
  now: () => number = Date.now,
): LastSearchesStore {
  const key = `trova:last-searches:${shopKey}`;
  let memory: Entry[] | undefined;

  const read = (): Entry[] => {
    if (memory) return memory;
    try {
      memory = parse(storage?.getItem(key) ?? null);
    } catch {
      memory = [];
    }
    return memory;
  };
  const fresh = (entries: Entry[]) => {
    const oldest = now() - RETENTION_MS[retention];
    return entries.filter((entry) => entry.at >= oldest).slice(0, LAST_SEARCHES_MAX);
  };
  const write = (entries: Entry[]): string[] => {
    memory = fresh(entries);
    try {
      if (memory.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(memory));
    } catch {
      // Kept in memory only (see above).
    }
    return memory.map((entry) => entry.q);
  };

  const list = () => fresh(read()).map((entry) => entry.q);
  return {
    list,
    add(query) {
      const q = tidy(query);
      if (!q) return list();
      return write([{ q, at: now() }, ...read().filter((entry) => !same(entry.q, q))]);
    },
    remove(query) {
      return write(read().filter((entry) => !same(entry.q, tidy(query))));
    },
    clear: () => write([]),
  };
}
