import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { CatalogueWriter } from '../catalogue/index';
import { PlatformDeliveriesRepository, type ShopPlatformsRepository } from '../connectors/index';
import { PassLocksRepository, type JobQueue, type Jobs } from '../jobs/index';
import type { NotificationsService } from '../notifications/index';
import { isPlatformError } from '../platforms/index';
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
 * Shopify's erasure request (`shop/redact`) comes 48 hours after an uninstall, even when the owner
 * has installed the app again since and kept the shop (a re-install stores a new token on the same
 * link). Only the store knows which: the shop goes only when the store refuses the token held now.
 * Any other failure (the store unreachable) is thrown, so the route answers 5xx and Shopify asks
 * again later.
 */
async function redactUninstalled(
  deps: PlatformServicesDependencies,
  shopId: string,
): Promise<void> {
  const link = await deps.links.find(shopId);
  const shop = await deps.shops.findById(shopId);
  if (link && shop) {
    const client = deps.clients(link, shop.language_iso);
    try {
      await client.check();
      return;
    } catch (error) {
      if (!isPlatformError(error) || error.code !== 'platform-credentials-invalid') throw error;
    } finally {
      client.close?.();
    }
  }
  await deps.redactShop(shopId);
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
    redactShop: (shopId) => redactUninstalled(deps, shopId),
  });
  return { changes, poller, notices, webhookRoutes };
}
