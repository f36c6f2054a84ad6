import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database.schema';
import type { FeedParserPool } from '../feeds';
import type { CatalogueWriter } from '../catalogue/catalogue-writer';
import { createConnectorRegistry, type ConnectorRegistry } from '../connectors/connector-registry';
import type { ShopLimit } from '../connectors/shop-limit';
import { IntegrationsService } from '../integrations/integrations.service';
import { ShopFeedsRepository } from '../integrations/shop-feeds.repository';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ShopRuntimeRepository } from '../shops/shop-runtime.repository';
import type { ShopsRepository } from '../shops/shops.repository';
import { UsersRepository } from '../users/users.repository';
import type { Jobs } from '../jobs/job-catalog';
import type { JobQueue } from '../jobs/job-queue';
import type { JobRunnerOptions } from '../jobs/job-runner';
import type { FeedAccess } from './feed-opener';
import { FeedSyncJob } from './feed-sync.job';
import { SyncScheduler } from './sync-scheduler';
import { PassLocksRepository } from '../jobs/pass-locks.repository';

/** Tuning for tests: short backoffs and polls, small fetch caps. */
export interface SyncOptions {
  /** The job runner that runs the syncs. */
  runner?: Partial<JobRunnerOptions>;
  fetch?: FeedAccess['fetch'];
  schedulerTickMs?: number;
  batchSize?: number;
}

export interface SyncServicesDependencies {
  db: Kysely<Database>;
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
  /** The customer's shop limit, checked as each connector creates a shop. */
  shopLimit: ShopLimit;
  baseUrl: () => string;
  log: FastifyBaseLogger;
  now: Clock;
  options?: SyncOptions;
}

export interface SyncServices {
  /** The `shop.sync` handler, for the job runner. */
  feedSync: FeedSyncJob;
  scheduler: SyncScheduler;
  integrations: IntegrationsService;
  connectors: ConnectorRegistry;
  /** Feed settings of Google Shopping shops, with why their latest sync failed. */
  feeds: ShopFeedsRepository;
}

/** Wires the platform connectors, the `shop.sync` handler and the scheduler that queues syncs. */
export function createSyncServices(deps: SyncServicesDependencies): SyncServices {
  const { db, queue, log, now, options = {} } = deps;
  const feeds = new ShopFeedsRepository(db);
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
  const scheduler = new SyncScheduler({
    feeds,
    queue,
    access,
    log,
    now,
    locks: new PassLocksRepository(db),
    ...(options.schedulerTickMs === undefined ? {} : { tickMs: options.schedulerTickMs }),
  });
  const connectors = createConnectorRegistry({
    shops: deps.shops,
    feeds,
    shopLimit: deps.shopLimit,
    queueSync: async (shopId) => {
      await queue.enqueue('shop.sync', { shopId });
    },
    now,
  });
  const integrations = new IntegrationsService({
    feed: connectors.feed,
    access,
    shopify: { clientId: deps.shopifyClientId, baseUrl: deps.baseUrl },
    now,
  });
  return { feedSync, scheduler, integrations, connectors, feeds };
}
