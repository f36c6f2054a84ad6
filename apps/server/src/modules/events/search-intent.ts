/** Searches of one shopper further apart than this start a new intent. */
export const INTENT_WINDOW_MS = 10_000;

/** A recorded search as the intent rule reads it. */
export interface IntentSearch {
  /** The shopper: the user token, else a hash of IP and user agent. */
  user: string;
  query: string;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * Case, outer spaces and repeated spaces do not change what a shopper is typing; reports key
 * queries by this form too.
 * @example normalise('  Scarpe   ROSSE ') // 'scarpe rosse'
 */
export function normalise(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether `next` continues the intent of `previous` (docs/product/analytics.md#search-intent):
 * same shopper, at most 10 s later, and the query the same or an extension of it.
 * @example continuesIntent({ user: 'u', query: 'sca', at: 0 }, { user: 'u', query: 'scarpe', at: 900 }) // true
 */
export function continuesIntent(previous: IntentSearch, next: IntentSearch): boolean {
  return (
    previous.user === next.user &&
    next.at >= previous.at &&
    next.at - previous.at <= INTENT_WINDOW_MS &&
    normalise(next.query).startsWith(normalise(previous.query))
  );
}

/**
 * Groups searches into intents: search-as-you-type sends one search a keystroke, and reports
 * should count what the shopper meant, not each prefix. The last search of a group is the intent's
 * query. Searches may come in any order and mix shoppers; groups come oldest first.
 * @example
 * searchIntents([
 *   { user: 'u', query: 'sc', at: 0 },
 *   { user: 'u', query: 'scarpe', at: 800 },
 *   { user: 'u', query: 'borsa', at: 2000 },
 * ]).map((intent) => intent.at(-1)?.query) // ['scarpe', 'borsa']
 */
export function searchIntents(searches: readonly IntentSearch[]): IntentSearch[][] {
  const ordered = [...searches].sort((a, b) => a.at - b.at);
  const open = new Map<string, IntentSearch[]>();
  const intents: IntentSearch[][] = [];
  for (const search of ordered) {
    const current = open.get(search.user);
    const last = current?.at(-1);
    if (current && last && continuesIntent(last, search)) {
      current.push(search);
      continue;
    }
    const intent = [search];
    intents.push(intent);
    open.set(search.user, intent);
  }
  return intents;
}
