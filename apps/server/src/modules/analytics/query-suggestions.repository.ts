import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { QueryCount, QuerySuggestion } from './query-suggestions';

/** Rows a statement inserts at a time: 4 bound values a row, far under either dialect's cap. */
const INSERT_CHUNK = 250;

/**
 * The query suggestions' storage (docs/product/analytics.md#query-suggestions): what a build
 * reads of the query rollups, the built list of each shop, and when each shop was last built.
 */
export class QuerySuggestionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The shop's rolled-up queries over the days, each with its intents that found something
   * (human intents only: flagged events are never rolled up), the most popular first, at most
   * `limit`; queries whose every intent found nothing are left out.
   */
  async queryCounts(
    shopId: string,
    fromDay: number,
    toDay: number,
    limit: number,
  ): Promise<QueryCount[]> {
    const popularity = sql<number>`cast(sum(intents - no_result_intents) as bigint)`;
    const rows = await this.db
      .selectFrom('analytics_query_days')
      .select(['query', popularity.as('popularity')])
      .where('shop_id', '=', shopId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy('query')
      .having(popularity, '>', 0)
      .orderBy('popularity', 'desc')
      .orderBy('query')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ query: row.query, popularity: Number(row.popularity) }));
  }

  /** Replaces the shop's suggestions with a build's, and records when, in one transaction. */
  async replace(
    shopId: string,
    suggestions: readonly QuerySuggestion[],
    builtAt: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('query_suggestions').where('shop_id', '=', shopId).execute();
      for (let start = 0; start < suggestions.length; start += INSERT_CHUNK) {
        const chunk = suggestions.slice(start, start + INSERT_CHUNK).map((suggestion) => ({
          shop_id: shopId,
          query: suggestion.query,
          popularity: suggestion.popularity,
          nb_hits: suggestion.nbHits,
        }));
        await trx.insertInto('query_suggestions').values(chunk).execute();
      }
      await trx
        .insertInto('query_suggestion_builds')
        .values({ shop_id: shopId, built_at: builtAt })
        .onConflict((conflict) => conflict.column('shop_id').doUpdateSet({ built_at: builtAt }))
        .execute();
    });
  }

  /** The shop's stored suggestions, the most popular first (ties by query). */
  async list(shopId: string): Promise<QuerySuggestion[]> {
    const rows = await this.db
      .selectFrom('query_suggestions')
      .select(['query', 'popularity', 'nb_hits'])
      .where('shop_id', '=', shopId)
      .orderBy('popularity', 'desc')
      .orderBy('query')
      .execute();
    return rows.map((row) => ({
      query: row.query,
      popularity: Number(row.popularity),
      nbHits: Number(row.nb_hits),
    }));
  }

  /** When the shop was last built (epoch seconds), undefined when never. */
  async builtAt(shopId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('query_suggestion_builds')
      .select('built_at')
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.built_at);
  }

  /**
   * Shops due a build: searched since `fromDay` or built before, and not built after
   * `builtBefore` (epoch seconds). A shop whose searches stopped is built once more, to empty.
   */
  async dueShops(fromDay: number, builtBefore: number, limit: number): Promise<string[]> {
    const fresh = this.db
      .selectFrom('query_suggestion_builds')
      .select('shop_id')
      .where('built_at', '>', builtBefore);
    // The days' totals, one row a shop, day and device: far fewer than the queries' rows.
    const searched = this.db
      .selectFrom('analytics_days')
      .select('shop_id')
      .where('day', '>=', fromDay)
      .where('intents_with_results', '>', 0)
      .where('shop_id', 'not in', fresh)
      .where('shop_id', 'in', this.db.selectFrom('shops').select('id'));
    const stale = this.db
      .selectFrom('query_suggestion_builds')
      .select('shop_id')
      .where('built_at', '<=', builtBefore);
    const rows = await searched.union(stale).orderBy('shop_id').limit(limit).execute();
    return rows.map((row) => row.shop_id);
  }
}
