import path from 'node:path';
import SQLite from 'better-sqlite3';

/** UTC days since the epoch, the rollups' `day` (docs/product/analytics.md). */
export const DAY_MS = 86_400_000;
const DAY_SECONDS = 86_400;

/** A range of whole UTC days, both ends included. */
export interface DayRange {
  fromDay: number;
  toDay: number;
}

/** The `from`/`to` epoch seconds the console's URL takes for a day range: first and last second. */
export function rangeSeconds(range: DayRange): { from: number; to: number } {
  return { from: range.fromDay * DAY_SECONDS, to: (range.toDay + 1) * DAY_SECONDS - 1 };
}

/**
 * The console's number format (docs/product/shell.md#languages-and-formats): comma decimal, dot
 * thousands in every language, e.g. 12345.6 with 1 decimal → "12.345,6".
 */
export function consoleNumber(value: number, decimals: number): string {
  return new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
    signDisplay: 'negative',
  }).format(value);
}

/**
 * A percentage of two counts as the console shows it, 0 when the whole is 0. The analytics calls
 * answer percentages rounded to two decimals (docs/product/analytics.md), which the console then
 * shows to `decimals`: 98.947 is answered as 98.95 and shown as "99,0", so the same two steps here.
 */
export function consolePercent(part: number, whole: number, decimals: number): string {
  const answered = whole === 0 ? 0 : Math.round((part / whole) * 100 * 100) / 100;
  return consoleNumber(answered, decimals);
}

/** Reads a number the console printed ("12.345" → 12345). */
export function parseConsoleCount(text: string): number {
  return Number(text.trim().replaceAll('.', '').replace(',', '.'));
}

export interface DayTotals {
  searches: number;
  intents: number;
  intentsWithClicks: number;
  clicks: number;
}

export interface CountsRow {
  impressions: number;
  positionSum: number;
  clicks: number;
}

/**
 * Read-only queries of the Trova under test's SQLite store, against which the screens are
 * checked. Every sum runs over the shop's rollups for the days of `range`, both devices unless
 * `device` names one.
 */
export class AnalyticsStore {
  private readonly db: SQLite.Database;

  constructor(dataDir: string) {
    this.db = new SQLite(path.join(dataDir, 'trova.sqlite'), {
      readonly: true,
      fileMustExist: true,
    });
  }

  close(): void {
    this.db.close();
  }

  /** The first shop of the account whose user has this email (the demo account has one). */
  shopIdOf(email: string): string | undefined {
    const row = this.db
      .prepare(
        `select shops.id as id from users join shops on shops.customer_id = users.customer_id
         where users.email = ? order by shops.id limit 1`,
      )
      .get(email) as { id: string } | undefined;
    return row?.id;
  }

  /** Days of the shop still waiting for their rollup. */
  dirtyDays(shopId: string): number {
    const row = this.db
      .prepare('select count(*) as n from analytics_dirty_days where shop_id = ?')
      .get(shopId) as { n: number };
    return row.n;
  }

  /** The first and last rolled-up day, and the searches over all days (to see it settle). */
  rolledUp(shopId: string): { first: number | null; last: number | null; searches: number } {
    return this.db
      .prepare(
        `select min(day) as first, max(day) as last, coalesce(sum(searches), 0) as searches
         from analytics_days where shop_id = ?`,
      )
      .get(shopId) as { first: number | null; last: number | null; searches: number };
  }

  /** The overview's sums over `analytics_days`. */
  dayTotals(shopId: string, range: DayRange, device?: 'desktop' | 'mobile'): DayTotals {
    return this.db
      .prepare(
        `select coalesce(sum(searches), 0) as searches, coalesce(sum(intents), 0) as intents,
           coalesce(sum(intents_with_clicks), 0) as intentsWithClicks,
           coalesce(sum(clicks), 0) as clicks
         from analytics_days where shop_id = ? and day between ? and ?
           and (? is null or device = ?)`,
      )
      .get(shopId, range.fromDay, range.toDay, device ?? null, device ?? null) as DayTotals;
  }

  /** The query with the most intents (ties by query), as the trending list ranks them. */
  topQuery(shopId: string, range: DayRange): { query: string; intents: number } | undefined {
    return this.db
      .prepare(
        `select query, sum(intents) as intents from analytics_query_days
         where shop_id = ? and day between ? and ? group by query
         having sum(intents) > 0 order by intents desc, query limit 1`,
      )
      .get(shopId, range.fromDay, range.toDay) as { query: string; intents: number } | undefined;
  }

  /** A query's intents, and those with a click, over the range. */
  queryIntents(
    shopId: string,
    range: DayRange,
    query: string,
  ): { intents: number; withClicks: number } {
    return this.db
      .prepare(
        `select coalesce(sum(intents), 0) as intents,
           coalesce(sum(intents_with_clicks), 0) as withClicks
         from analytics_query_days where shop_id = ? and day between ? and ? and query = ?`,
      )
      .get(shopId, range.fromDay, range.toDay, query) as { intents: number; withClicks: number };
  }

  /** A product's impressions, positions and clicks under one query, with and without filters. */
  queryProduct(shopId: string, range: DayRange, query: string, objectId: string): CountsRow {
    return this.db
      .prepare(
        `select coalesce(sum(impressions), 0) as impressions,
           coalesce(sum(position_sum), 0) as positionSum, coalesce(sum(clicks), 0) as clicks
         from analytics_query_product_days
         where shop_id = ? and day between ? and ? and query = ? and object_id = ?`,
      )
      .get(shopId, range.fromDay, range.toDay, query, objectId) as CountsRow;
  }

  /** A product's impressions and clicks at each position it was shown in, over all queries. */
  positions(
    shopId: string,
    range: DayRange,
    objectId: string,
  ): Map<number, { impressions: number; clicks: number }> {
    const rows = this.db
      .prepare(
        `select position, sum(impressions) as impressions, sum(clicks) as clicks
         from analytics_position_days
         where shop_id = ? and day between ? and ? and object_id = ? group by position`,
      )
      .all(shopId, range.fromDay, range.toDay, objectId) as {
      position: number;
      impressions: number;
      clicks: number;
    }[];
    return new Map(rows.map((row) => [row.position, row]));
  }
}

/**
 * Waits until `npm start`'s demo traffic is rolled up for the shop: no day waits for its rollup,
 * the days reach back `days - 5` days and up to `lastDay`, and the totals stopped moving between two
 * looks (the simulation writes its events in batches, which could be rolled up in between).
 */
export async function waitForRollups(
  store: AnalyticsStore,
  shopId: string,
  lastDay: number,
  days: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let previous = -1;
  for (;;) {
    const seen = store.rolledUp(shopId);
    const settled =
      store.dirtyDays(shopId) === 0 &&
      seen.last === lastDay &&
      seen.first !== null &&
      seen.first <= lastDay - (days - 5) &&
      seen.searches === previous;
    if (settled) return;
    previous = seen.searches;
    if (Date.now() > deadline) {
      throw new Error(`the demo traffic was not rolled up in time: ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

/** Waits for the account with this email to have a shop, and answers its id. */
export async function waitForShopOf(
  store: AnalyticsStore,
  email: string,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const id = store.shopIdOf(email);
    if (id !== undefined) return id;
    if (Date.now() > deadline) throw new Error(`no shop for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
