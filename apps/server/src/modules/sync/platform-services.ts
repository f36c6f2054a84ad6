import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { CatalogueWriter } from '../catalogue/index';
import { PlatformDeliveriesRepository, type ShopPlatformsRepository } from '../connectors/index';
import { PassLocksRepository, type JobQueue, type Jobs } from '../jobs/index';
import type { NotificationsService } from '../notifications/index';
import type { ShopsRepository } from '../shops/index';
import { PlatformChangesJob } from './platform-changes.job';
import type { LinkClients } from './platform-link';
import { PlatformNotices } from './platform-notices';
import { PlatformPollJobsRepository } from './platform-poll-jobs.repository';
import { PlatformPoller } from './platform-poller';
import { platformWebhookRoutes } from './platform-webhooks.routes';

export interface PlatformServicesDependencies {
  db: Kysely<Database>;
  links: ShopPlatformsRepository;
  shops: ShopsRepository;
  writer: CatalogueWriter;
  queue: Pick<JobQueue<Jobs>, 'enqueue'>;
  notifications: NotificationsService;
  clients: LinkClients;
  shopifySecret: string | undefined;
  limit: (clientIp: string) => void;
  /** Deletes a shop as its owner would (Shopify's erasure request). */
  redactShop: (shopId: string) => Promise<void>;
  log: FastifyBaseLogger;
  now: Clock;
  tickMs?: number | undefined;
}

/**
 * What keeps platform shops current after their import (docs/product/catalogue.md, "Platforms"):
 * the `platform.changes` job, the poller that queues polls and daily reconciliations, and the
 * webhook intake.
 * @example const { changes, poller, notices, webhookRoutes } = createPlatformServices(deps);
 */
export function createPlatformServices(deps: PlatformServicesDependencies): {
  changes: PlatformChangesJob;
  poller: PlatformPoller;
  notices: PlatformNotices;
  webhookRoutes: FastifyPluginAsync;
} {
  const { links, queue, now } = deps;
  const deliveries = new PlatformDeliveriesRepository(deps.db);
  const changes = new PlatformChangesJob({ ...deps });
  const poller = new PlatformPoller({
    ...{ links, deliveries, queue, now, log: deps.log, locks: new PassLocksRepository(deps.db) },
    pollJobs: new PlatformPollJobsRepository(deps.db),
    ...(deps.tickMs === undefined ? {} : { tickMs: deps.tickMs }),
  });
  const notices = new PlatformNotices({ ...deps, deliveries });
  const webhookRoutes = platformWebhookRoutes({
    ...{ links, notices, shopifySecret: deps.shopifySecret, limit: deps.limit },
    redactShop: deps.redactShop,
  });
  return { changes, poller, notices, webhookRoutes };
}
