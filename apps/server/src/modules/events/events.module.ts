import type { DatabaseHandle } from '../../db/database';
import type { RegisterCall } from '../../http/register-call';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { WindowCountsOptions } from '../../http/window-counts';
import type { ModuleContext } from '../../kernel/module-context';
import { RetentionPass } from '../jobs/index';
import type { SystemRepository } from '../system/index';
import { ATTRIBUTION_TRAIL_MAX, ConversionAttribution } from './conversion-attribution';
import { EventWriter } from './event-writer';
import { subscribeEventsShopDeletion } from './events-shop-deletion';
import { EventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { EventsService, type EventShops } from './events.service';
import { insightsRoutes } from './insights.routes';
import { InsightsService } from './insights.service';
import { QueryIdSigner } from './query-id';
import { ShopEventBudget } from './shop-event-budget';

export interface EventsModuleDependencies extends ModuleContext {
  /** PostgreSQL's COPY path for large batches; unset on SQLite. */
  connectClient?: DatabaseHandle['connectClient'] | undefined;
  /** Where the queryID secret every process shares is kept. */
  system: Pick<SystemRepository, 'getOrInsertSetting'>;
  /** The served shops by public key (search's registry). */
  shops: EventShops;
  /** The storefront budget of a client address, shared with search and the layer. */
  limit: StorefrontLimit;
  /** A shop's plan's monthly query threshold, which sizes its event budget. */
  thresholdOf: (shopId: string) => Promise<number>;
  /** Counts shared by every process (PostgreSQL); unset: this process's memory. */
  shared?: WindowCountsOptions['shared'] | undefined;
  /** How often buffered events are written (default 1 s). */
  flushMs?: number | undefined;
  /** `TROVA_EVENTS_RETENTION_DAYS`; 0 keeps everything. */
  retentionDays: number;
}

export type EventsModule = ReturnType<typeof createEventsModule>;

/**
 * The events module (docs/product/analytics.md#events): the public event log storefronts (natively
 * or by Algolia's Insights protocol) and the search route write to, the attribution of carts and
 * purchases without a queryID, its budget per shop, and its retention. It deletes a deleted shop's
 * events on `shop.deleted`, in the deleting transaction.
 * @example const events = createEventsModule({ db, events: bus, log, now, system, shops: registry, limit, thresholdOf, retentionDays: 395 });
 */
export function createEventsModule(deps: EventsModuleDependencies) {
  const { db, log, now } = deps;
  const repository = new EventsRepository(db, deps.connectClient);
  subscribeEventsShopDeletion(deps.events, { events: repository });
  const eventWriter = new EventWriter({ repository, log, flushMs: deps.flushMs ?? 1000 });
  const queryIds = new QueryIdSigner({ system: deps.system, now });
  const eventBudget = new ShopEventBudget({
    thresholdOf: deps.thresholdOf,
    now,
    log,
    ...(deps.shared ? { shared: deps.shared } : {}),
  });
  const attribution = new ConversionAttribution({
    stored: (shopId, user, from, to) =>
      repository.trail(shopId, user, from, to, ATTRIBUTION_TRAIL_MAX),
    pending: (shopId, user) => eventWriter.recent(shopId, user),
  });
  const events = new EventsService({
    registry: deps.shops,
    writer: eventWriter,
    limit: deps.limit,
    queryIds,
    attribution,
    budget: eventBudget,
    now,
  });
  const eventRetention = new RetentionPass({
    pruneBefore: (cutoff) => repository.pruneBefore(cutoff),
    days: deps.retentionDays,
    now,
    log,
    failure: 'old events not pruned',
  });
  const insights = new InsightsService({ events, registry: deps.shops, now, limit: deps.limit });
  return {
    repositories: { events: repository },
    services: { events, eventWriter, queryIds, eventBudget, eventRetention },
    routes: (register: RegisterCall) => eventsRoutes(register, events),
    /** `POST /1/events` at the root: `await server.register(events.insightsRoutes)`. */
    insightsRoutes: insightsRoutes(insights),
  };
}
