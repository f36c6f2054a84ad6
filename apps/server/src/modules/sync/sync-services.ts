import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database.schema';
import type { CatalogueWriter } from '../catalogue/catalogue-writer';
import { createConnectorRegistry, type ConnectorRegistry } from '../connectors/connector-registry';
import { IntegrationsService } from '../integrations/integrations.service';
import { ShopFeedsRepository } from '../integrations/shop-feeds.repository';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ShopRuntimeRepository } from '../shops/shop-runtime.repository';
import type { ShopsRepository } from '../shops/shops.repository';
import { UsersRepository } from '../users/users.repository';
import type { FeedAccess } from './feed-opener';
import { FeedSyncJob } from './feed-sync.job';
import { JOB_RUNNER_DEFAULTS, JobRunner, type JobRunnerOptions } from './job-runner';
import { SyncJobsRepository } from './sync-jobs.repository';
import { SyncScheduler } from './sync-scheduler';

/** Tuning for tests: short backoffs and polls, small fetch caps. */
export interface SyncOptions {
  runner?: Partial<JobRunnerOptions>;
  fetch?: FeedAccess['fetch'];
  schedulerTickMs?: number;
  batchSize?: number;
}

export interface SyncServicesDependencies {
  db: Kysely<Database>;
  shops: ShopsRepository;
  runtime: ShopRuntimeRepository;
  writer: CatalogueWriter;
  notifications: NotificationsService;
  mail: MailService;
  allowPrivateFeeds: boolean;
  shopifyClientId: string | undefined;
  baseUrl: () => string;
  log: FastifyBaseLogger;
  now: Clock;
  options?: SyncOptions;
}

export interface SyncServices {
  jobs: JobRunner;
  scheduler: SyncScheduler;
  integrations: IntegrationsService;
  syncJobs: SyncJobsRepository;
  connectors: ConnectorRegistry;
}

/** Wires the platform connectors, the feed sync job, the job runner and the scheduler. */
export function createSyncServices(deps: SyncServicesDependencies): SyncServices {
  const { db, log, now, options = {} } = deps;
  const feeds = new ShopFeedsRepository(db);
  const syncJobs = new SyncJobsRepository(db);
  const access: FeedAccess = {
    allowPrivate: deps.allowPrivateFeeds,
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
  const jobs = new JobRunner(
    syncJobs,
    { 'shop.sync': feedSync },
    { ...JOB_RUNNER_DEFAULTS, ...options.runner },
    log,
    now,
  );
  const scheduler = new SyncScheduler({
    feeds,
    runner: jobs,
    access,
    log,
    now,
    ...(options.schedulerTickMs === undefined ? {} : { tickMs: options.schedulerTickMs }),
  });
  const connectors = createConnectorRegistry({
    shops: deps.shops,
    feeds,
    queueSync: async (shopId) => {
      await jobs.enqueue('shop.sync', shopId);
    },
    now,
  });
  const integrations = new IntegrationsService({
    feed: connectors.feed,
    access,
    shopify: { clientId: deps.shopifyClientId, baseUrl: deps.baseUrl },
    now,
  });
  return { jobs, scheduler, integrations, syncJobs, connectors };
}
