import { allowTargets } from './config/platform-test-targets';
import { createLimiters } from './http/limiters';
import { mergeServices, type ModuleContext } from './kernel/module-context';
import { createPort } from './kernel/port';
import { createShopEvents } from './kernel/shop-events';
import { createAdminModule } from './modules/admin/index';
import { createAlgoliaModule } from './modules/algolia/index';
import { createAnalyticsModule } from './modules/analytics/index';
import { createAuthModule } from './modules/auth/index';
import {
  createBillingModule,
  loadBillingSettings,
  type BillingServices,
} from './modules/billing/index';
import { createCaptchaModule } from './modules/captcha/index';
import { createCatalogueModule } from './modules/catalogue/index';
import { createClusterModule } from './modules/cluster/index';
import { createConfigurationModule } from './modules/configuration/index';
import { planShopLimit } from './modules/connectors/index';
import { createCustomersModule } from './modules/customers/index';
import { createEventsModule } from './modules/events/index';
import { FeedParserPool } from './modules/feeds/index';
import { createJobsModule } from './modules/jobs/index';
import { createLayerModule } from './modules/layer/index';
import { createLearningModule } from './modules/learning/index';
import { createMailModule } from './modules/mail/index';
import { createMarketPricesModule } from './modules/market-prices/index';
import { createNotificationsModule } from './modules/notifications/index';
import { createSearchModule } from './modules/search/index';
import { createShopsModule } from './modules/shops/index';
import { createSyncModule } from './modules/sync/index';
import { createSystemModule } from './modules/system/index';
import { createUsersModule } from './modules/users/index';
import { createVisualMachineModule } from './modules/visual-machine/index';
import type { ServiceDependencies } from './service-dependencies';

export type { ServiceDependencies } from './service-dependencies';

/** Every service of the application, by the names app.ts, the CLI and tests use. */
export type AppServices = ReturnType<typeof createServices>;

/**
 * The one place that assembles the modules, shared by the HTTP app and the CLI. Modules are
 * created bottom-up in the module order (docs/architecture.md, "Module boundaries"), so the
 * shop-events subscribers run in that order too; a lower module's port that a higher one
 * implements is connected by the higher module's assembler. Each assembler takes what it names
 * from `app`, the settings and budgets every module shares.
 */
export function createServices(deps: ServiceDependencies) {
  const { config, database, log, now, baseUrl } = deps;
  const { db, dialect } = database;
  const context: ModuleContext = { db, events: createShopEvents(), log, now };
  // Billing sits near the top; the modules below read a customer's plans through this port.
  const billingPort = createPort<BillingServices>('billing');
  const plans = (customerId: string) => billingPort.use().standings.plansOf(customerId);
  // Counted where every process sees them: the database on PostgreSQL, memory on SQLite.
  const { limiter, storefrontLimiter, shared } = createLimiters({ db, dialect, config, log, now });
  const [limit, limits] = [storefrontLimiter.take, config.rateLimits];
  const app = { ...context, config, database, dialect, plans, limit, limiter, limits, baseUrl };

  const seller = loadBillingSettings(config.billing.plansFile).seller;
  const system = createSystemModule({ ...app, seller });
  const settings = { mode: config.captcha, development: config.development, ...deps.captcha };
  const captcha = createCaptchaModule({ ...app, system, settings, shared });
  const { mail } = createMailModule(app).services;
  const users = createUsersModule(app);
  const customers = createCustomersModule({ ...app, users, captcha, mail });
  const auth = createAuthModule({ ...app, system, captcha, users, customers, mail });
  const admin = createAdminModule({ ...app, users, customers, auth });
  const notifications = createNotificationsModule(app);
  const jobs = createJobsModule({ ...app, runner: deps.sync?.runner });
  const queue = jobs.services.jobQueue;

  const shops = createShopsModule({ ...app, jobs, customers });
  const { shops: shopsRepository, runtime } = shops.repositories;
  const configuration = createConfigurationModule({ ...app, shops, users });
  const catalogue = createCatalogueModule({ ...app, shops });
  // Feeds of every shop and competitor are parsed in worker threads, never on this event loop.
  const slots = config.jobSlots.main + config.jobSlots.competitorFetch;
  const feedParser = FeedParserPool.shared({ ...config.feedParse, size: slots });
  const sync = createSyncModule({
    ...app,
    notifications: notifications.services.notifications,
    ...{ queue, shops: shopsRepository, runtime, mail, feedParser, options: deps.sync },
    writer: catalogue.services.catalogueWriter,
    allowPrivateFeeds: config.allowPrivateFeeds,
    shopifyClientId: config.shopifyClientId,
    shopifyClientSecret: config.shopifyClientSecret,
    platformAccess: {
      allowTarget: allowTargets(config.platformTestTargets),
      shopifyApiOrigin: config.shopifyApiOrigin,
      storedenApiOrigin: config.storedenApiOrigin,
    },
    shopLimit: planShopLimit(plans, now),
    // Shopify's erasure request (`shop/redact`, signed with the app secret) acts for the owner.
    redactShop: async (shopId) => {
      const shop = await shopsRepository.findById(shopId);
      if (!shop) return;
      const owner = { customerId: shop.customer_id, userId: '', sessionId: 'shopify-shop-redact' };
      await shops.services.shops.remove(owner, shopId);
    },
  });
  shops.ports.connectors.connect(sync.services.connectors);
  shops.ports.syncErrors.connect((shopIds) => sync.services.syncErrorsOf(shopIds));
  shops.ports.syncProgress.connect((shopIds) => sync.services.links.progressOf(shopIds));
  const layer = createLayerModule({ ...app, shops, configuration, system });
  const search = createSearchModule({ ...deps, ...app, shops, configuration, catalogue, layer });
  const lower = { shops, configuration, catalogue, search, layer };
  const visualMachine = createVisualMachineModule({ ...app, ...lower, ...notifications.services });
  const { registry } = search.services;

  const events = createEventsModule({
    ...app,
    connectClient: database.connectClient,
    system: system.repositories.system,
    shops: registry,
    // Client events a shop may store, by its plan (docs/product/analytics.md#event-budget).
    thresholdOf: async (shopId) => {
      const shop = await shopsRepository.findById(shopId);
      return shop ? (await billingPort.use().standings.of(shop.customer_id)).threshold : 1;
    },
    shared: shared ? { store: shared, log } : undefined,
    flushMs: deps.eventFlushMs,
    retentionDays: config.eventsRetentionDays,
  });
  search.ports.log.connect(events.services.events);
  const { access } = sync.services;
  const market = createMarketPricesModule({ ...context, queue, shops: shopsRepository, access });
  const analytics = createAnalyticsModule({
    ...context,
    shops: shopsRepository,
    products: catalogue.repositories.products,
    marketPrices: market.services.marketPrices,
    configuration: configuration.read,
    rollupEveryMs: deps.analyticsRollupMs ?? config.analyticsRollupSeconds * 1000,
    queue,
  });
  // Query suggestions count a query's products in the live index; the layer's icebreaker shows them.
  analytics.ports.hits.connect(
    (shopKey, q) => registry.get(shopKey)?.index.search({ q, limit: 0, facets: [] }).total,
  );
  const { querySuggestions } = analytics.services;
  // Above search and analytics: it applies its signals to search's indexes after the rollups.
  const learning = createLearningModule({
    ...context,
    shops,
    search,
    analytics,
    configuration,
    queue,
  });
  layer.ports.popularQueries.connect((shopKey, count) => querySuggestions.popular(shopKey, count));
  const counts = analytics.services.billing;
  shops.ports.counts.connect(counts);
  const billingBase = { ...context, ...notifications.services, cycleMs: deps.billingCycleMs };
  const billing = createBillingModule({ ...billingBase, config: config.billing, registry, counts });
  billingPort.connect(billing.services);
  search.ports.served.connect((customerId) => billing.services.gate.isServed(customerId));
  const cluster = createClusterModule({
    ...{ ...app, shops, configuration, search, visualMachine, learning },
  });

  // Above search, events, the Visual Machine and analytics (docs/architecture.md, "Module boundaries").
  const algolia = createAlgoliaModule({
    ...{ search, configuration, limit },
    // The `<shopKey>:query_suggestions` index (docs/product/algolia-protocol.md).
    suggestions: (shopKey, params) => querySuggestions.searchSuggestions(shopKey, params),
  });

  const { shopSync, platformChanges, platformPoller, scheduler, integrations } = sync.services;
  const { fetchFeed, marketPrices, competitorFeeds } = market.services;
  const handlers = {
    ...{ 'shop.sync': shopSync, 'platform.changes': platformChanges },
    'market-prices.fetch-feed': fetchFeed,
  };
  const runner = jobs.runner({ ...handlers, ...analytics.jobs, ...learning.jobs });
  const accessModules = { system, captcha, users, customers, auth, admin, notifications, jobs };
  const shopModules = { shops, configuration, catalogue, layer, search, visualMachine, cluster };
  const competitorFeedScheduler = market.services.scheduler;
  return {
    ...mergeServices({ ...accessModules, ...shopModules, events, analytics, learning, algolia }),
    ...{ mail, accountBilling: billing.services, jobs: runner, storefrontLimiter },
    ...{ scheduler, integrations, marketPrices, competitorFeeds, competitorFeedScheduler },
    ...{ platformLinks: sync.services.links, platformPoller },
    /** What happens to a shop, and the modules that react to it (docs/architecture.md). */
    shopEvents: context.events,
    /** The assembled modules, in order; app.ts registers their routes. */
    modules: {
      ...accessModules,
      ...shopModules,
      events,
      analytics,
      learning,
      sync,
      market,
      billing,
      algolia,
    },
  };
}
