import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { ProductsRepository } from '../catalogue/index';
import { PassLocksRepository } from '../jobs/index';
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
import { RollupDeltaRepository } from './rollup-delta.repository';

export interface AnalyticsModuleDependencies extends ModuleContext {
  shops: AnalyticsServiceDependencies['shops'];
  products: Pick<ProductsRepository, 'findMany'>;
  marketPrices: MarketPriceLookup;
  /** A shop's decoded configuration (the configuration module's read). */
  configuration: AnalyticsServiceDependencies['configuration'];
  /** How often dirty days are rolled up (default every minute). */
  rollupEveryMs?: number | undefined;
}

export type AnalyticsModule = ReturnType<typeof createAnalyticsModule>;

/**
 * The analytics module (docs/product/analytics.md): rollups of the event log, the console's
 * reports, and the billing count metering reads. It deletes a deleted shop's rollups on
 * `shop.deleted`, in the deleting transaction.
 * @example const analytics = createAnalyticsModule({ db, events, log, now, shops, products, marketPrices, configuration });
 */
export function createAnalyticsModule(deps: AnalyticsModuleDependencies) {
  const { db, log, now } = deps;
  const rollups = new AnalyticsRollupRepository(db);
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
    repositories: { rollups },
    services: {
      analytics,
      /** Human search intents per shop, for metering and the shops list. */
      billing: new BillingCountService(new BillingCountRepository(db)),
      analyticsRollups: new AnalyticsRollupService({
        rollups,
        deltas: new RollupDeltaRepository(db),
        log,
        locks: new PassLocksRepository(db),
        ...(deps.rollupEveryMs === undefined ? {} : { everyMs: deps.rollupEveryMs }),
      }),
    },
    routes: (register: RegisterCall) => analyticsRoutes(register, analytics),
  };
}
