import {
  LEARNING_CHANGES_DEPTH,
  LEARNING_CHANGES_QUERIES,
  learningSettingsOf,
  type LearningChanges,
  type LearningChangesQuery,
} from '@trova/contracts';
import type { SearchIndex } from '@trova/engine';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { Caller } from '../../kernel/caller';
import type { ShopConfiguration } from '../../kernel/shop-configuration';
import { ownedShop, type ShopOwnerLookup } from '../../kernel/shop-access';
import { dayOfSeconds } from '../../kernel/utc-day';
import type { AnalyticsScope } from '../analytics/index';
import type { IndexRegistry } from '../search/index';
import type { LearningService } from './learning.service';

/** The period's most searched queries, as the analytics rollups rank them (`AnalyticsRepository`). */
export interface TopQueries {
  queryLists(
    scope: AnalyticsScope,
    names: readonly ['trending'],
    window: { limit: number; offset: number },
  ): Promise<{ trending: readonly { query: string; intents: number }[] }>;
}

export interface LearningChangesDependencies {
  shops: Pick<ShopOwnerLookup<{ id: string; key: string }>, 'findOwned'>;
  /** The period's most searched queries (the analytics rollups). */
  rollups: TopQueries;
  registry: Pick<IndexRegistry, 'get'>;
  /** The shop's saved configuration, whose setup holds the learning settings. */
  configuration: (shopId: string) => Promise<{ configuration: ShopConfiguration }>;
  learning: Pick<LearningService, 'payloadOfShop'>;
  now: Clock;
}

type Product = LearningChanges['queries'][number]['before'][number];

/** The first products of a query, ranked with learning (as storefronts see them) or without. */
function firstProducts(index: SearchIndex, q: string, learning: boolean): Product[] {
  const query = { q, limit: LEARNING_CHANGES_DEPTH, facets: [], learning };
  return index.search(query).hits.map(({ id, document }) => ({
    id,
    title: typeof document.title === 'string' ? document.title : id,
  }));
}

/**
 * "What learning changed" in analytics (docs/product/analytics.md#what-learning-changed): for the
 * period's most searched queries, the first products of the live index ranked by the static chain
 * and with learning in force. Campaigns are left out on both sides, so only learning tells the
 * lists apart. A shop without a live index lists its queries with no products.
 */
export class LearningChangesService {
  constructor(private readonly deps: LearningChangesDependencies) {}

  /**
   * `GET shops/{id}/analytics/learning`, after the ownership check (404 `shop-not-found`).
   * @example (await changes.changes(caller, 's1', { fromTimestamp, toTimestamp })).queries[0]?.after
   */
  async changes(
    caller: Caller | undefined,
    shopId: string,
    period: LearningChangesQuery,
  ): Promise<LearningChanges> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    const scope = this.scope(shop.id, period);
    const [lists, { configuration }, payload] = await Promise.all([
      // One more than shown: a blank query (a browse) is not a query and is passed over.
      this.deps.rollups.queryLists(scope, ['trending'], {
        limit: LEARNING_CHANGES_QUERIES + 1,
        offset: 0,
      }),
      this.deps.configuration(shop.id),
      this.deps.learning.payloadOfShop(shop.id),
    ]);
    const index = this.deps.registry.get(shop.key)?.index;
    const top = lists.trending
      .filter((row) => row.query.trim() !== '')
      .slice(0, LEARNING_CHANGES_QUERIES);
    return {
      enabled: learningSettingsOf(configuration.setup?.config.learning).enabled,
      builtAt: payload?.builtAt ?? null,
      queriesWithHistory: payload?.signals.queries.length ?? 0,
      queries: top.map(({ query, intents }) => ({
        query,
        searches: intents,
        before: index ? firstProducts(index, query, false) : [],
        after: index ? firstProducts(index, query, true) : [],
      })),
    };
  }

  /**
   * The period's UTC days, cut at today as every analytics read is; a period that starts after
   * today answers 400 `validation-failed`.
   */
  private scope(shopId: string, period: LearningChangesQuery): AnalyticsScope {
    const today = dayOfSeconds(epochSeconds(this.deps.now));
    const fromDay = dayOfSeconds(period.fromTimestamp);
    if (fromDay > today) {
      throw new AppError('validation-failed', 'The date range starts after today.');
    }
    const toDay = Math.min(dayOfSeconds(period.toTimestamp), today);
    return { shopId, fromDay, toDay, device: 'all' };
  }
}
