import path from 'node:path';
import type { BannerCampaign, Campaign, Recommendation } from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { ServerConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/database.schema';
import { createShopEvents, type ShopEvents } from './kernel/shop-events';
import { RateLimiter } from './http/rate-limiter';
import { StorefrontLimiter } from './http/storefront-limit';
import { AdminLoginService } from './modules/admin/index';
import { AnalyticsDetailRepository } from './modules/analytics/index';
import { AnalyticsRepository } from './modules/analytics/index';
import { AnalyticsService } from './modules/analytics/index';
import { catalogueLookup } from './modules/analytics/index';
import { AuthService } from './modules/auth/index';
import { OneTimeCodesRepository } from './modules/auth/index';
import { RecoveryService } from './modules/auth/index';
import { SessionTokenService } from './modules/auth/index';
import { SessionsRepository } from './modules/auth/index';
import { CaptchaService, type CaptchaSettings } from './modules/captcha/index';
import { CatalogueService } from './modules/catalogue/index';
import { LocalChangeFeed, type ChangeFeed } from './modules/cluster/index';
import type { IndexChange } from './modules/cluster/index';
import { IndexChangesRepository } from './modules/cluster/index';
import { subscribeClusterShopDeletion } from './modules/cluster/index';
import { IndexFollower } from './modules/cluster/index';
import { PgChangeFeed } from './modules/cluster/index';
import { CatalogueWriter } from './modules/catalogue/index';
import { ProductStagingRepository } from './modules/catalogue/index';
import { ProductsRepository } from './modules/catalogue/index';
import { ConfigurationRepository } from './modules/configuration/index';
import { ConfigurationService } from './modules/configuration/index';
import { CustomersRepository } from './modules/customers/index';
import { CustomersService } from './modules/customers/index';
import { createBillingServices, type BillingServices } from './modules/billing/index';
import { subscribeBillingShopDeletion } from './modules/billing/index';
import { MailService } from './modules/mail/index';
import { NotificationsRepository } from './modules/notifications/index';
import { NotificationsService } from './modules/notifications/index';
import { IndexOptimizer } from './modules/search/index';
import { IndexRegistry } from './modules/search/index';
import { IndexingService } from './modules/search/index';
import { IndexSnapshotService } from './modules/search/index';
import { IndexSnapshotStore } from './modules/search/index';
import { AnalyticsRollupRepository } from './modules/analytics/index';
import { subscribeAnalyticsShopDeletion } from './modules/analytics/index';
import { AnalyticsRollupService } from './modules/analytics/index';
import { RollupDeltaRepository } from './modules/analytics/index';
import { BillingCountRepository } from './modules/analytics/index';
import { BillingCountService } from './modules/analytics/index';
import { EventWriter } from './modules/events/index';
import { EventsRepository } from './modules/events/index';
import { subscribeEventsShopDeletion } from './modules/events/index';
import { EventsService } from './modules/events/index';
import { QueryIdSigner } from './modules/events/index';
import { ShopEventBudget } from './modules/events/index';
import { SearchCache } from './modules/search/index';
import { SearchService } from './modules/search/index';
import { ShopRuntimeRepository } from './modules/shops/index';
import { ShopsRepository } from './modules/shops/index';
import { ShopsService } from './modules/shops/index';
import { ShopCatalogueService } from './modules/shops/index';
import { ShopConfigurationService } from './modules/shops/index';
import { ShopUploadsService } from './modules/shops/index';
import { LayerConfigurationService } from './modules/layer/index';
import { LayerSuggestions } from './modules/layer/index';
import { LayerService } from './modules/layer/index';
import { PreviewTokenService } from './modules/layer/index';
import type { IntegrationsService } from './modules/integrations/index';
import { JOBS, jobLanes, type Jobs } from './modules/jobs/index';
import { JobClaimsRepository } from './modules/jobs/index';
import { JobQueue } from './modules/jobs/index';
import { JOB_RUNNER_DEFAULTS, JobRunner, leaseTimings } from './modules/jobs/index';
import { JobsRepository } from './modules/jobs/index';
import { PassLocksRepository } from './modules/jobs/index';
import { RetentionPass } from './modules/jobs/index';
import type { CompetitorFeedScheduler } from './modules/market-prices/index';
import type { CompetitorFeedsService } from './modules/market-prices/index';
import { createMarketPricesServices } from './modules/market-prices/index';
import { FeedParserPool } from './modules/feeds/index';
import { bannerKind, campaignKind, recommendationKind } from './modules/visual-machine/index';
import { VmItemsRepository } from './modules/visual-machine/index';
import {
  VmListsService,
  type VmListsDependencies,
} from './modules/visual-machine/index';
import { VmSettingsService } from './modules/visual-machine/index';
import {
  productList,
  VmAvailabilityService,
} from './modules/visual-machine/index';
import { VmItemAvailabilityRepository } from './modules/visual-machine/index';
import { vmSearchRulesLoader } from './modules/visual-machine/index';
import { VmSearchRulesStore } from './modules/visual-machine/index';
import { HistoryRanking } from './modules/visual-machine/index';
import {
  RecommendService,
  type RecommendDependencies,
} from './modules/visual-machine/index';
import { RankBlocksRepository } from './modules/analytics/index';
import type { MarketPricesService } from './modules/market-prices/index';
import { createSyncServices, type SyncOptions } from './modules/sync/index';
import { planShopLimit } from './modules/connectors/index';
import type { SyncScheduler } from './modules/sync/index';
import { SystemRepository } from './modules/system/index';
import { UsersRepository } from './modules/users/index';
import { UsersService } from './modules/users/index';
import { ProductPickerRepository } from './modules/visual-machine/index';
import { ProductPickerService } from './modules/visual-machine/index';
import { MemoryRateLimitStore, type RateLimitStore } from './modules/rate-limits/index';
import { RateLimitWindowsRepository } from './modules/rate-limits/index';

export interface ServiceDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  now: Clock;
  /** Origin for links in mails and printed URLs. */
  baseUrl: () => string;
  /** Overrides the proof-of-work difficulty (tests solve challenges quickly). */
  captcha?: Partial<CaptchaSettings>;
  /** Wait after a schema change before rebuilding the index (default 500 ms; tests use 0). */
  indexDebounceMs?: number;
  /** Quiet time after a delta before the index is optimised and stored (default 2 s). */
  indexOptimizeDelayMs?: number;
  /** How often buffered shoppers' events are written (default 1 s). */
  eventFlushMs?: number;
  /** How often dirty analytics days are rolled up (default 1 min). */
  analyticsRollupMs?: number;
  /** Job runner, scheduler and fetch tuning (tests use short backoffs). */
  sync?: SyncOptions;
  /** How often the billing pass runs (default 1 min). */
  billingCycleMs?: number;
}

export interface AppServices {
  auth: AuthService;
  tokens: SessionTokenService;
  recovery: RecoveryService;
  admin: AdminLoginService;
  customers: CustomersService;
  users: UsersService;
  notifications: NotificationsService;
  shops: ShopsService;
  /** What happens to a shop, and the modules that react to it (docs/architecture.md). */
  shopEvents: ShopEvents;
  shopConfiguration: ShopConfigurationService;
  shopCatalogue: ShopCatalogueService;
  shopUploads: ShopUploadsService;
  layer: LayerService;
  layerConfiguration: LayerConfigurationService;
  previewTokens: PreviewTokenService;
  captcha: CaptchaService;
  mail: MailService;
  catalogue: CatalogueService;
  catalogueWriter: CatalogueWriter;
  configuration: ConfigurationService;
  indexing: IndexingService;
  registry: IndexRegistry;
  /** How this process tells the others sharing its database about index changes. */
  changeFeed: ChangeFeed;
  /** Applies the other processes' index changes here; `start()` once indexes are loaded. */
  indexFollower: IndexFollower;
  search: SearchService;
  /** This month's billed searches: human search intents from the event log. */
  billing: BillingCountService;
  /** Plans, metering, payments and invoices of customers (docs/product/billing.md). */
  accountBilling: BillingServices;
  events: EventsService;
  eventWriter: EventWriter;
  /** Signs searches' queryIDs; `load` takes the instance secret before serving. */
  queryIds: QueryIdSigner;
  eventBudget: ShopEventBudget;
  /** Deletes events past `TROVA_EVENTS_RETENTION_DAYS`. */
  eventRetention: RetentionPass;
  /** Deletes finished jobs past `TROVA_JOBS_RETENTION_DAYS`. */
  jobRetention: RetentionPass;
  /** Daily rollups of the event log: `runDirty()` rolls up every dirty day now. */
  analyticsRollups: AnalyticsRollupService;
  productPicker: ProductPickerService;
  /** The Visual Machine's lists (docs/product/visual-machine.md). */
  campaigns: VmListsService<Campaign>;
  bannerCampaigns: VmListsService<BannerCampaign>;
  recommendations: VmListsService<Recommendation>;
  vmSettings: VmSettingsService;
  /** Each shop's campaigns and banners as search applies them. */
  vmSearchRules: VmSearchRulesStore;
  /** Marks products that left the catalogue in the Visual Machine's items. */
  vmAvailability: VmAvailabilityService;
  /** The storefront's recommendations (`GET shops/{shopKey}/recommend`). */
  recommend: RecommendService;
  analytics: AnalyticsService;
  /** Where typed jobs are queued (`jobQueue.enqueue('shop.sync', { shopId })`). */
  jobQueue: JobQueue<Jobs>;
  /** This process's runner of queued jobs. */
  jobs: JobRunner<Jobs>;
  scheduler: SyncScheduler;
  integrations: IntegrationsService;
  /** Market prices: the MarketPriceLookup analytics reads, and the sharing and products calls. */
  marketPrices: MarketPricesService;
  competitorFeeds: CompetitorFeedsService;
  /** Queues each competitor feed's daily fetch. */
  competitorFeedScheduler: CompetitorFeedScheduler;
  /** The storefront calls' budget a client address; its counts are shared on PostgreSQL. */
  storefrontLimiter: StorefrontLimiter;
}

/** What the Visual Machine's services read besides their own store. */
interface VisualMachineDependencies
  extends
    Pick<VmListsDependencies, 'shops' | 'plans' | 'now'>,
    Pick<RecommendDependencies, 'registry' | 'previewTokens' | 'limit'> {
  products: ProductsRepository;
  configuration: (shopId: string) => ReturnType<ConfigurationService['read']>;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
}

/**
 * The Visual Machine's services on one store of its items: the lists, the rules search applies
 * (read again whenever a campaign or banner list is written), availability marking, and the
 * recommendations served to storefronts.
 */
function visualMachineServices(db: Kysely<Database>, dependencies: VisualMachineDependencies) {
  const { products, configuration, notifications, log, registry, previewTokens, limit, ...access } =
    dependencies;
  const items = new VmItemsRepository(db);
  const existingProducts = async (shopId: string, ids: readonly string[]) =>
    new Set((await products.findMany(shopId, ids)).keys());
  // Built below from the lists it reads; a list's write drops the shop's rules.
  const vmSearchRules: VmSearchRulesStore = new VmSearchRulesStore({
    load: (shopId) => loadRules(shopId),
    now: access.now,
    log,
  });
  const deps: VmListsDependencies = {
    ...access,
    items,
    existingProducts,
    changed: (shopId, kind) => {
      if (kind !== 'recommendation') vmSearchRules.changed(shopId);
    },
  };
  const campaigns = new VmListsService(deps, campaignKind);
  const bannerCampaigns = new VmListsService(deps, bannerKind);
  const recommendations = new VmListsService(deps, recommendationKind);
  const vmSettings = new VmSettingsService({ ...access, items });
  const loadRules = vmSearchRulesLoader({
    campaigns,
    bannerCampaigns,
    shops: access.shops,
    configuration,
    plans: access.plans,
    log,
    now: access.now,
  });
  return {
    campaigns,
    bannerCampaigns,
    recommendations,
    vmSettings,
    vmSearchRules,
    vmAvailability: new VmAvailabilityService({
      items: new VmItemAvailabilityRepository(db),
      lists: [productList(campaignKind), productList(recommendationKind)],
      existingProducts,
      shops: access.shops,
      notifications,
      log,
      now: access.now,
    }),
    recommend: new RecommendService({
      ...access,
      registry,
      previewTokens,
      limit,
      rules: (shopId) => recommendations.read(shopId),
      interval: (shopId) => vmSettings.interval(shopId),
      products: (shopId, ids) => products.findMany(shopId, ids),
      history: new HistoryRanking({ blocks: new RankBlocksRepository(db), now: access.now }),
    }),
  };
}

/** The one place that wires repositories into services, shared by the HTTP app and the CLI. */
export function createServices(deps: ServiceDependencies): AppServices {
  const { config, database, log, now, baseUrl } = deps;
  const db = database.db;
  const system = new SystemRepository(db);
  const users = new UsersRepository(db);
  const customers = new CustomersRepository(db);
  const sessions = new SessionsRepository(db);
  const shops = new ShopsRepository(db);
  // Each module deletes its own rows of a deleted shop (docs/architecture.md, "Shop events"),
  // subscribed bottom-up like the modules; billing reads its counts first, on `shop.deleting`.
  const shopEvents = createShopEvents();
  subscribeEventsShopDeletion(shopEvents, { events: new EventsRepository(db) });
  subscribeAnalyticsShopDeletion(shopEvents, { rollups: new AnalyticsRollupRepository(db) });
  subscribeClusterShopDeletion(shopEvents, { changes: new IndexChangesRepository(db) });
  subscribeBillingShopDeletion(shopEvents, { now });
  const runtime = new ShopRuntimeRepository(db);
  const products = new ProductsRepository(db);
  const billing = new BillingCountService(new BillingCountRepository(db));
  const configurations = new ConfigurationRepository(db);
  const registry = new IndexRegistry();
  // Several processes share a PostgreSQL database; SQLite is one process, with nobody to tell.
  const changeFeed: ChangeFeed = database.openClient
    ? new PgChangeFeed({ db, openClient: database.openClient, log, now })
    : new LocalChangeFeed();
  const tell = (change: IndexChange) => changeFeed.publish(change);
  const notifications = new NotificationsService(new NotificationsRepository(db), now);
  const accountBilling = createBillingServices({
    db,
    config: config.billing,
    counts: billing,
    notifications,
    registry,
    log,
    now,
    ...(deps.billingCycleMs === undefined ? {} : { cycleMs: deps.billingCycleMs }),
  });
  const plans = (customerId: string) => accountBilling.standings.plansOf(customerId);
  // A save goes live through indexing, and a build reads the configuration: the one cycle of the
  // wiring, closed by calls that run only after both exist.
  const configuration: ConfigurationService = new ConfigurationService({
    shops,
    configurations,
    users,
    goLive: async (shop, before, after, revision) => {
      // The layout's dynamic blocks decide whether banners apply.
      visualMachine.vmSearchRules.changed(shop.id);
      await indexing.configurationChanged(shop, before, after, revision);
      await tell({ kind: 'configuration', shop: { id: shop.id, key: shop.key }, revision });
    },
    log,
    now,
  });
  const readConfiguration = (shopId: string) => configuration.read(shopId);
  const previewTokens = new PreviewTokenService(system, now);
  // Rate limits are counted where every process sees them: the shared database on PostgreSQL
  // (several processes or machines), this process's memory on SQLite (one process).
  const sharedLimits: RateLimitStore | undefined =
    database.dialect === 'postgres' ? new RateLimitWindowsRepository(db) : undefined;
  // One budget a client address for every storefront call: search and layer configuration.
  const storefrontLimiter = new StorefrontLimiter({
    perMinute: config.storefrontPerIpPerMinute,
    now,
    ...(sharedLimits ? { shared: { store: sharedLimits, log } } : {}),
  });
  const storefront = storefrontLimiter.take;
  const visualMachine = visualMachineServices(db, {
    shops,
    plans,
    now,
    products,
    configuration: readConfiguration,
    notifications,
    log,
    registry,
    previewTokens,
    limit: storefront,
  });
  const snapshots = new IndexSnapshotService({
    store: new IndexSnapshotStore(path.join(config.dataDir, 'indexes')),
    shops,
    runtime,
    configuration: readConfiguration,
    log,
  });
  const optimizer = new IndexOptimizer({
    registry,
    log,
    delayMs: deps.indexOptimizeDelayMs ?? 2000,
    snapshots,
  });
  const indexing: IndexingService = new IndexingService({
    shops,
    runtime,
    products,
    configuration: readConfiguration,
    registry,
    optimizer,
    log,
    now,
    debounceMs: deps.indexDebounceMs ?? 500,
    snapshots,
    served: (customerId) => accountBilling.gate.isServed(customerId),
  });
  const catalogueWriter = new CatalogueWriter({
    products,
    staging: new ProductStagingRepository(db),
    // In the writer's order, so each change's availability is judged after the one before.
    changed: async (shop, change) => {
      await indexing.catalogueChanged(shop, change);
      await visualMachine.vmAvailability.catalogueChanged(shop, change);
      // In the writer's order too: one process tells a shop's versions in sequence.
      await tell({ ...change, shop: { id: shop.id, key: shop.key } });
    },
    now,
  });
  const eventsRepository = new EventsRepository(db, database.connectClient);
  const eventWriter = new EventWriter({
    repository: eventsRepository,
    log,
    flushMs: deps.eventFlushMs ?? 1000,
  });
  const queryIds = new QueryIdSigner({ system, now });
  // Client events a shop may store, by its customer's plan (docs/product/analytics.md#event-budget).
  const eventBudget = new ShopEventBudget({
    thresholdOf: async (shopId) => {
      const shop = await shops.findById(shopId);
      return shop ? (await accountBilling.standings.of(shop.customer_id)).threshold : 1;
    },
    now,
    log,
    ...(sharedLimits ? { shared: { store: sharedLimits, log } } : {}),
  });
  const events = new EventsService({
    registry,
    writer: eventWriter,
    limit: storefront,
    queryIds,
    budget: eventBudget,
    now,
  });
  const search = new SearchService({
    registry,
    cache: new SearchCache(Math.round(config.searchCacheMb * 1024 * 1024)),
    previewTokens,
    limit: storefront,
    events,
    vmRules: visualMachine.vmSearchRules,
    now,
  });
  const limiter = new RateLimiter(
    sharedLimits ?? new MemoryRateLimitStore(),
    config.rateLimits.windowSeconds,
    now,
  );
  const limits = config.rateLimits;
  const tokens = new SessionTokenService(system, now);
  // A solved challenge is accepted once across processes: its use is counted where they all see it.
  const captcha = new CaptchaService(
    system,
    { mode: config.captcha, development: config.development, ...deps.captcha },
    now,
    sharedLimits,
  );
  const mail = new MailService(
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    },
    log,
    now,
  );
  const jobStore = new JobsRepository(db, database.dialect);
  const jobQueue = new JobQueue(jobStore, JOBS, now);
  // Feeds of every shop and competitor are parsed in worker threads, never on this event loop.
  const feedParser = FeedParserPool.shared({
    ...config.feedParse,
    size: config.jobSlots.main + config.jobSlots.competitorFetch,
  });
  const sync = createSyncServices({
    db,
    queue: jobQueue,
    shops,
    runtime,
    writer: catalogueWriter,
    notifications,
    mail,
    allowPrivateFeeds: config.allowPrivateFeeds,
    feedParser,
    shopifyClientId: config.shopifyClientId,
    shopLimit: planShopLimit(plans, now),
    baseUrl,
    log,
    now,
    ...(deps.sync ? { options: deps.sync } : {}),
  });
  const market = createMarketPricesServices({
    db,
    queue: jobQueue,
    shops,
    access: {
      allowPrivate: config.allowPrivateFeeds,
      parser: feedParser,
      ...(deps.sync?.fetch ? { fetch: deps.sync.fetch } : {}),
    },
    log,
    now,
  });
  const jobs = new JobRunner({
    queue: jobQueue,
    claims: new JobClaimsRepository(db, database.dialect),
    handlers: { 'shop.sync': sync.feedSync, 'market-prices.fetch-feed': market.fetchFeed },
    options: {
      ...JOB_RUNNER_DEFAULTS,
      concurrency: config.jobSlots.main,
      lanes: jobLanes(config.jobSlots.competitorFetch),
      ...leaseTimings(config.jobLeaseSeconds),
      ...deps.sync?.runner,
    },
    log,
    now,
  });
  const auth = new AuthService({
    users,
    customers,
    sessions,
    tokens,
    captcha,
    limiter,
    limits,
    sessionTtlSeconds: config.sessionTtlSeconds,
    now,
  });
  const shopsService = new ShopsService({
    shops,
    runtime,
    configurations,
    billing,
    connectors: sync.connectors,
    indexing,
    registry,
    syncing: (shopIds) => jobStore.syncingShopIds(shopIds),
    syncErrors: (shopIds) => sync.feeds.failuresOf(shopIds),
    log,
    now,
    events: shopEvents,
    deleted: (shop) => tell({ kind: 'forget', shop }),
  });
  const customersService = new CustomersService({
    customers,
    users,
    runtime,
    mail,
    captcha,
    limiter,
    limits,
    baseUrl,
    log,
    now,
  });
  return {
    auth,
    tokens,
    captcha,
    mail,
    recovery: new RecoveryService({
      users,
      codes: new OneTimeCodesRepository(db, 'password_recoveries'),
      sessions,
      mail,
      limiter,
      limits,
      baseUrl,
      log,
      now,
    }),
    admin: new AdminLoginService(
      users,
      customers,
      new OneTimeCodesRepository(db, 'admin_login_tokens'),
      auth,
      now,
    ),
    customers: customersService,
    users: new UsersService(users, customers, sessions, limiter, limits, now),
    notifications,
    shops: shopsService,
    shopEvents,
    shopConfiguration: new ShopConfigurationService({
      shops,
      configuration,
      list: (caller) => shopsService.list(caller),
      publishedChanged: (shop, published) => {
        indexing.publishedChanged(shop, published);
        void tell({ kind: 'published', shop: { id: shop.id, key: shop.key }, published });
      },
      now,
      plans,
    }),
    shopCatalogue: new ShopCatalogueService(shops, products),
    shopUploads: new ShopUploadsService(shops, configuration),
    // The same layer address /config.json announces.
    layer: new LayerService(
      shops,
      configuration,
      (origin) => config.layerUrl ?? `${config.publicUrl ?? origin}/layer`,
      previewTokens,
    ),
    layerConfiguration: new LayerConfigurationService({
      shops,
      configuration,
      registry,
      suggestions: new LayerSuggestions(),
      previewTokens,
      plans,
      limit: storefront,
      now,
      inLayerRecommendations: async (shopId) =>
        (await visualMachine.recommendations.read(shopId)).some(
          (rule) => rule.isActive && rule.extra.type === 'layer',
        ),
    }),
    previewTokens,
    catalogue: new CatalogueService({
      shops,
      writer: catalogueWriter,
      connectors: sync.connectors,
    }),
    catalogueWriter,
    configuration,
    indexing,
    registry,
    changeFeed,
    indexFollower: new IndexFollower({
      feed: changeFeed,
      indexing,
      registry,
      optimizer,
      runtime,
      ...(database.openClient ? { changes: new IndexChangesRepository(db) } : {}),
      configuration: readConfiguration,
      configurationRevisions: (shopIds) => configurations.currentRevisions(shopIds),
      configurationChanged: (shopId) => visualMachine.vmSearchRules.changed(shopId),
      log,
    }),
    search,
    billing,
    accountBilling,
    events,
    eventWriter,
    queryIds,
    eventBudget,
    eventRetention: new RetentionPass({
      pruneBefore: (cutoff) => eventsRepository.pruneBefore(cutoff),
      days: config.eventsRetentionDays,
      now,
      log,
      failure: 'old events not pruned',
    }),
    jobRetention: new RetentionPass({
      pruneBefore: (cutoff) => jobStore.pruneFinishedBefore(cutoff),
      days: config.jobsRetentionDays,
      now,
      log,
      failure: 'old jobs not pruned',
      alone: { locks: new PassLocksRepository(db), name: 'job-retention' },
    }),
    analyticsRollups: new AnalyticsRollupService({
      rollups: new AnalyticsRollupRepository(db),
      deltas: new RollupDeltaRepository(db),
      log,
      locks: new PassLocksRepository(db),
      everyMs: deps.analyticsRollupMs ?? config.analyticsRollupSeconds * 1000,
    }),
    productPicker: new ProductPickerService(new ProductPickerRepository(db), search),
    ...visualMachine,
    analytics: new AnalyticsService({
      shops,
      rollups: new AnalyticsRepository(db),
      details: new AnalyticsDetailRepository(db),
      catalogue: catalogueLookup(products),
      marketPrices: market.marketPrices,
      configuration: readConfiguration,
      now,
    }),
    jobQueue,
    jobs,
    scheduler: sync.scheduler,
    integrations: sync.integrations,
    marketPrices: market.marketPrices,
    competitorFeeds: market.competitorFeeds,
    competitorFeedScheduler: market.scheduler,
    storefrontLimiter,
  };
}
