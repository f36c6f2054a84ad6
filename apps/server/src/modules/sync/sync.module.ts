import type { ShopSyncError } from '@trova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { FeedAccess, FeedParserPool } from '../feeds/index';
import type { CatalogueWriter } from '../catalogue/index';
import { createConnectorsModule, type ConnectorRegistry } from '../connectors/index';
import type { ShopFeedsRepository, ShopLimit } from '../connectors/index';
import { createIntegrationsModule, type IntegrationsService } from '../integrations/index';
import type { MailService } from '../mail/index';
import type { NotificationsService } from '../notifications/index';
import type { ShopRuntimeRepository } from '../shops/index';
import type { ShopsRepository } from '../shops/index';
import { UsersRepository } from '../users/index';
import type { Jobs } from '../jobs/index';
import type { JobQueue } from '../jobs/index';
import type { JobRunnerOptions } from '../jobs/index';
import { FeedSyncJob } from './feed-sync.job';
import { PlatformSyncJob } from './platform-sync.job';
import { createPlatformServices } from './platform-services';
import type { PlatformChangesJob } from './platform-changes.job';
import type { PlatformNotices } from './platform-notices';
import type { PlatformPoller } from './platform-poller';
import { ShopSyncJob } from './shop-sync.job';
import { linkClients, webhookIdsOf } from './platform-link';
import {
  createPlatformClient,
  type LinkedClient,
  type PlatformClientOptions,
  type PlatformLink,
} from '../platforms/index';
import type { ShopPlatformsRepository } from '../connectors/index';
import type { RateLimiter } from '../../http/rate-limiter';
import { SyncScheduler } from './sync-scheduler';
import { PassLocksRepository } from '../jobs/index';

/**
 * Checks, connects and credential changes a customer may run a rate-limit window (15 minutes by
 * default): each calls the store, so a loop of them must not turn Trova into a request amplifier.
 */
const PLATFORM_CHECKS_PER_WINDOW = 30;

/** Tuning for tests: short backoffs and polls, small fetch caps. */
export interface SyncOptions {
  /** The job runner that runs the syncs. */
  runner?: Partial<JobRunnerOptions>;
  fetch?: FeedAccess['fetch'];
  schedulerTickMs?: number;
  batchSize?: number;
  /**
   * Builds platform clients instead of `createPlatformClient` (tests' fake clients); `interactive`
   * is an owner's check or connect, waiting for the answer.
   */
  platformClient?: (link: PlatformLink, interactive?: boolean) => LinkedClient;
}

export interface SyncModuleDependencies extends ModuleContext {
  queue: JobQueue<Jobs>;
  shops: ShopsRepository;
  runtime: ShopRuntimeRepository;
  writer: CatalogueWriter;
  notifications: NotificationsService;
  mail: MailService;
  allowPrivateFeeds: boolean;
  /** Where feeds are parsed, off the request thread. */
  feedParser: FeedParserPool;
  shopifyClientId: string | undefined;
  /** The Shopify app's secret: with the id, Shopify installs are offered. */
  shopifyClientSecret: string | undefined;
  /** How platform clients reach stores: the test-only SSRF allowance, Shopify's test origin. */
  platformAccess: PlatformClientOptions;
  /** Account-level limits: the platform checks an owner may run a window. */
  limiter: Pick<RateLimiter, 'take'>;
  /** The public routes' budget a client address (webhooks). */
  limit: (clientIp: string) => void;
  /** Deletes a shop as its owner would: Shopify's erasure request after an uninstall. */
  redactShop: (shopId: string) => Promise<void>;
  /** The customer's shop limit, checked as each connector creates a shop. */
  shopLimit: ShopLimit;
  baseUrl: () => string;
  options?: SyncOptions | undefined;
}

export interface SyncServices {
  /** The `shop.sync` handler, for the job runner: a platform import or a feed sync. */
  shopSync: ShopSyncJob;
  feedSync: FeedSyncJob;
  platformSync: PlatformSyncJob;
  /** Platform shops' links to their stores. */
  links: ShopPlatformsRepository;
  /** Why the latest sync of these shops failed, feed or platform. */
  syncErrorsOf: (shopIds: readonly string[]) => Promise<ReadonlyMap<string, ShopSyncError>>;
  /** The `platform.changes` handler, for the job runner. */
  platformChanges: PlatformChangesJob;
  /** Queues platform shops' polls and daily reconciliations. */
  platformPoller: PlatformPoller;
  /** Takes verified webhook deliveries. */
  platformNotices: PlatformNotices;
  scheduler: SyncScheduler;
  integrations: IntegrationsService;
  connectors: ConnectorRegistry;
  /** Feed settings of Google Shopping shops, with why their latest sync failed. */
  feeds: ShopFeedsRepository;
  /** How feeds are reached and parsed: competitor feeds are read under the same policy. */
  access: FeedAccess;
}

export interface SyncModule {
  services: SyncServices;
  /** The wizard's integrations calls. */
  routes: (register: RegisterCall) => void;
  /** The Shopify install's browser callback. */
  installRoutes: FastifyPluginAsync;
  /** Where platforms deliver their webhooks (raw bodies). */
  webhookRoutes: FastifyPluginAsync;
}

/**
 * The sync module (docs/product/catalogue.md): the `shop.sync` job and the scheduler that queues
 * it, over the connectors and integrations modules it assembles (both need the job queue and the
 * feed access the sync reads with). It subscribes to nothing: a deleted shop's feed schedule goes
 * with the shop row (a foreign key).
 * @example const sync = createSyncModule({ db, events, log, now, queue, shops, runtime, writer, … });
 */
export function createSyncModule(deps: SyncModuleDependencies): SyncModule {
  const { db, queue, log, now, options = {} } = deps;
  const clientOf =
    options.platformClient ??
    ((link: PlatformLink, interactive?: boolean) =>
      createPlatformClient(link, { ...deps.platformAccess, interactive: interactive === true }));
  const clients = linkClients(clientOf);
  const connectorsModule = createConnectorsModule({
    ...deps,
    queueSync: async (shopId) => {
      await queue.enqueue('shop.sync', { shopId });
    },
    removeWebhooks: async (link) => {
      const ids = webhookIdsOf(link);
      if (ids.length === 0) return;
      const client = clients(link, 'en');
      try {
        await client.remove?.(ids);
      } finally {
        client.close?.();
      }
    },
  });
  const { feeds, links } = connectorsModule.repositories;
  const { connectors } = connectorsModule.services;
  const access: FeedAccess = {
    allowPrivate: deps.allowPrivateFeeds,
    parser: deps.feedParser,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const feedSync = new FeedSyncJob({
    shops: deps.shops,
    runtime: deps.runtime,
    feeds,
    writer: deps.writer,
    users: new UsersRepository(db),
    notifications: deps.notifications,
    mail: deps.mail,
    access,
    baseUrl: deps.baseUrl,
    log,
    now,
    ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
  });
  const firstSyncMail = {
    users: new UsersRepository(db),
    mail: deps.mail,
    baseUrl: deps.baseUrl,
    log,
  };
  const platformSync = new PlatformSyncJob({
    ...{ shops: deps.shops, runtime: deps.runtime, links, writer: deps.writer, firstSyncMail },
    ...{ notifications: deps.notifications, clients, baseUrl: deps.baseUrl, log, now },
  });
  const shopSync = new ShopSyncJob({ feed: feedSync, platform: platformSync, links });
  const platform = createPlatformServices({
    ...{ db, links, shops: deps.shops, writer: deps.writer, queue, clients, log, now },
    ...{ notifications: deps.notifications, limit: deps.limit, redactShop: deps.redactShop },
    shopifySecret: deps.shopifyClientSecret,
    tickMs: options.schedulerTickMs,
  });
  const scheduler = new SyncScheduler({
    feeds,
    queue,
    access,
    log,
    now,
    locks: new PassLocksRepository(db),
    ...(options.schedulerTickMs === undefined ? {} : { tickMs: options.schedulerTickMs }),
  });
  const integrationsModule = createIntegrationsModule({
    ...deps,
    feed: connectors.feed,
    access,
    shopify: {
      clientId: deps.shopifyClientId,
      clientSecret: deps.shopifyClientSecret,
      baseUrl: deps.baseUrl,
      apiOrigin: deps.platformAccess.shopifyApiOrigin,
      allowTarget: deps.platformAccess.allowTarget,
      connector: connectors.shopify,
    },
    platforms: {
      connector: (platform) => connectors.platform(platform),
      ownedShop: (customerId, shopId) => deps.shops.findOwned(customerId, shopId),
      client: (credentials, languageIso) => clientOf({ credentials, languageIso }, true),
      linked: async (shopId) => (await links.find(shopId)) !== undefined,
      queueSync: async (shopId) => {
        await queue.enqueue('shop.sync', { shopId });
      },
      limit: (customerId) =>
        deps.limiter.take('platform-check', customerId, PLATFORM_CHECKS_PER_WINDOW),
    },
  });
  const { integrations } = integrationsModule.services;
  return {
    services: {
      ...{ shopSync, feedSync, platformSync, links, scheduler, integrations, connectors },
      ...{ feeds, access },
      platformChanges: platform.changes,
      platformPoller: platform.poller,
      platformNotices: platform.notices,
      syncErrorsOf: async (shopIds) =>
        new Map([...(await feeds.failuresOf(shopIds)), ...(await links.failuresOf(shopIds))]),
    },
    routes: integrationsModule.routes,
    installRoutes: integrationsModule.installRoutes,
    webhookRoutes: platform.webhookRoutes,
  };
}
