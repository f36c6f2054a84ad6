import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { ProductsRepository } from '../catalogue/index';
import { createPort } from '../../kernel/port';
import { PassLocksRepository, type JobQueue, type Jobs } from '../jobs/index';
import type { MarketPriceLookup } from '../market-prices/index';
import { AnalyticsDetailRepository } from './analytics-detail.repository';
import { AnalyticsRollupRepository } from './analytics-rollup.repository';
import { AnalyticsRollupService } from './analytics-rollup.service';
import { subscribeAnalyticsShopDeletion } from './analytics-shop-deletion';
import { AnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { AnalyticsService, type AnalyticsServiceDependencies } from './analytics.service';
import { BillingCountRepository } from './billing-count.repository';
import { BillingCountService } from './billing-count.service';
import { catalogueLookup } from './catalogue-facts';
import { QuerySuggestionsJob, QuerySuggestionsScheduler } from './query-suggestions.job';
import { QuerySuggestionsRepository } from './query-suggestions.repository';
import { QuerySuggestionsService, type SuggestionHitCounter } from './query-suggestions.service';
import { RollupDeltaRepository } from './rollup-delta.repository';

export interface AnalyticsModuleDependencies extends ModuleContext {
  shops: AnalyticsServiceDependencies['shops'];
  products: Pick<ProductsRepository, 'findMany'>;
  marketPrices: MarketPriceLookup;
  /** A shop's decoded configuration (the configuration module's read). */
  configuration: AnalyticsServiceDependencies['configuration'];
  /** How often dirty days are rolled up (default every minute). */
  rollupEveryMs?: number | undefined;
  /** Where the daily query-suggestions builds are queued. */
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
}

export type AnalyticsModule = ReturnType<typeof createAnalyticsModule>;

/**
 * The analytics module (docs/product/analytics.md): rollups of the event log, the console's
 * reports, and the billing count metering reads. It deletes a deleted shop's rollups on
 * `shop.deleted`, in the deleting transaction. Search connects `ports.hits` (a query's products in
 * the live index), which the query suggestions' build checks.
 * @example const analytics = createAnalyticsModule({ db, events, log, now, shops, products, marketPrices, configuration });
 */
export function createAnalyticsModule(deps: AnalyticsModuleDependencies) {
  const { db, log, now } = deps;
  const rollups = new AnalyticsRollupRepository(db);
  const ports = {
    hits: createPort<SuggestionHitCounter>('analytics → search hit counts'),
    /** Told of the shops each rollup run rolled up (learning connects it). */
    rolledUp: createPort<(shopIds: readonly string[]) => void>('analytics → rolled-up shops'),
  };
  const suggestionsRepository = new QuerySuggestionsRepository(db);
  const querySuggestions = new QuerySuggestionsService({
    repository: suggestionsRepository,
    shops: deps.shops,
    hits: () => ports.hits.get(),
    now,
  });
  subscribeAnalyticsShopDeletion(deps.events, { rollups });
  const analytics = new AnalyticsService({
    shops: deps.shops,
    rollups: new AnalyticsRepository(db),
    details: new AnalyticsDetailRepository(db),
    catalogue: catalogueLookup(deps.products),
    marketPrices: deps.marketPrices,
    configuration: deps.configuration,
    now,
  });
  return {
    ports,
    repositories: { rollups },
    /** The job handlers this module runs (the runner is made in app-services). */
    jobs: { 'analytics.query-suggestions': new QuerySuggestionsJob(querySuggestions) },
    services: {
      analytics,
      /** Query suggestions (docs/product/analytics.md#query-suggestions). */
      querySuggestions,
      /** Queues each shop's daily query-suggestions build. */
      querySuggestionsScheduler: new QuerySuggestionsScheduler({
        repository: suggestionsRepository,
        queue: deps.queue,
        log,
        now,
        locks: new PassLocksRepository(db),
      }),
      /** Human search intents per shop, for metering and the shops list. */
      billing: new BillingCountService(new BillingCountRepository(db)),
      analyticsRollups: new AnalyticsRollupService({
        rollups,
        deltas: new RollupDeltaRepository(db),
        log,
        locks: new PassLocksRepository(db),
        rolledUp: (shopIds) => ports.rolledUp.get()?.(shopIds),
        ...(deps.rollupEveryMs === undefined ? {} : { everyMs: deps.rollupEveryMs }),
      }),
    },
    routes: (register: RegisterCall) => analyticsRoutes(register, analytics),
  };
}
