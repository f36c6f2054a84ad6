import { createHash } from 'node:crypto';
import type { EventsAnswer, ShopperEvent } from '@trova/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { ConversionAttribution } from './conversion-attribution';
import { checkEvent } from './event-checks';
import { eventId } from './event-id';
import { eventFlag, type EventFlag } from './event-flags';
import type { EventWriter, NewEvent } from './event-writer';
import type { QueryIdSigner } from './query-id';
import type { ShopEventBudget } from './shop-event-budget';

/**
 * What the event log reads of a served shop. Declared here because search, which records every
 * storefront search here, sits above events in the module order (docs/architecture.md, "Module
 * boundaries"); search's `ShopIndex` satisfies it.
 */
export interface EventShop {
  shopId: string;
  /** Addresses whose events are flagged `excluded-ip` (the owner's own). */
  excludedIps: ReadonlySet<string>;
  /** Storefronts speak for a shop only while it is published. */
  published: boolean;
}

/** The served shops by public search key: search's `IndexRegistry` implements it. */
export interface EventShops {
  get(shopKey: string): EventShop | undefined;
}

/** Who sent a call, as the route sees it. */
export interface CallOrigin {
  clientIp: string;
  userAgent: string;
}

/** A storefront search the search route answered (docs/product/analytics.md#events). */
export interface RecordedSearch extends CallOrigin {
  shop: Pick<EventShop, 'shopId' | 'excludedIps'>;
  queryId: string;
  query: string;
  resultCount: number;
  /** The applied filters, `facet:value` strings (`searchFilterKeys`). */
  filters: readonly string[];
  /** The chosen sort (`searchSortKey`), null for relevance. */
  sort: string | null;
  /**
   * The first products of the results, at most `ANALYTICS_PRODUCT_POSITION_WINDOW` (position =
   * index + 1); null for a later page, whose products are not at those positions.
   */
  objectIds: readonly string[] | null;
  userToken?: string;
  device?: ShopperEvent['device'];
  preview: boolean;
}

export interface EventsServiceDependencies {
  registry: EventShops;
  writer: Pick<EventWriter, 'write'>;
  limit: StorefrontLimit;
  /** Issues searches' queryIDs and vouches for the events that name them. */
  queryIds: Pick<QueryIdSigner, 'issue' | 'verify'>;
  /**
   * Gives carts and purchases without a queryID their shopper's last search's
   * (docs/product/analytics.md#attribution); unset: none is attributed (tests of other rules).
   */
  attribution?: Pick<ConversionAttribution, 'attribute'>;
  /** The shops' client-event budgets; unset: unbounded (tests of other rules). */
  budget?: Pick<ShopEventBudget, 'grant'>;
  now: Clock;
}

/**
 * A stand-in user token when the storefront sends none: the same browser on the same address
 * keeps it, and neither is stored in it readably.
 * @example anonymousUserToken('10.0.0.1', 'Mozilla/5.0') // 'anon:' + 32 hex characters
 */
export function anonymousUserToken(clientIp: string, userAgent: string): string {
  const key = `${clientIp}\n${userAgent}`;
  const known = anonTokens.get(key);
  if (known !== undefined) return known;
  const token = `anon:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
  if (key.length <= ANON_KEY_MAX) {
    if (anonTokens.size >= ANON_TOKENS_MAX) anonTokens.clear();
    anonTokens.set(key, token);
  }
  return token;
}

/**
 * Tokens of recent address and agent pairs: a shopper's searches come in runs, and hashing each
 * one cost about 1 % of an uncached search. Bounded in entries and in key length (the agent is
 * the client's to choose): a few MB at worst, emptied when full.
 */
const ANON_TOKENS_MAX = 4096;
const ANON_KEY_MAX = 1024;
const anonTokens = new Map<string, string>();

const json = (list: readonly unknown[] | undefined) =>
  list === undefined ? null : JSON.stringify(list);

/** The public event log: storefronts send shoppers' events, the search route records searches. */
export class EventsService {
  constructor(private readonly deps: EventsServiceDependencies) {}

  /**
   * `POST /events?key=`: a published shop's storefront sends a batch, which costs the address one
   * unit of its storefront limit an event (`units`: the events as sent, when the Insights call
   * dropped some). Each event is checked on its own; the good ones, as far as the shop's event
   * budget goes, are flagged and queued for writing, the others answered by index. A cart or purchase without a queryID takes its shopper's last search's
   * (docs/product/analytics.md#attribution). An event other than a page view that then names no
   * queryID this shop was issued lately is stored flagged `unverified`, so it counts in no report
   * (docs/product/analytics.md#flags).
   * @example await events.receive('shop-key', [{ kind: 'click', userToken: 'u', objectIDs: ['p1'] }], origin)
   */
  async receive(
    shopKey: string,
    events: readonly unknown[],
    origin: CallOrigin,
    units = events.length,
  ): Promise<EventsAnswer> {
    this.deps.limit(origin.clientIp, units);
    const shop = this.deps.registry.get(shopKey);
    if (!shop) throw new AppError('shop-not-found');
    // Like search: a storefront speaks for a shop only once its owner publishes it.
    if (!shop.published) throw new AppError('shop-not-published');
    const now = this.deps.now();
    const flag = eventFlag({ ...origin, excludedIps: shop.excludedIps });
    const good: Array<{ event: ShopperEvent; occurredAt: number }> = [];
    const goodIndexes: number[] = [];
    const rejected: EventsAnswer['rejected'] = [];
    events.forEach((raw, index) => {
      const checked = checkEvent(raw, now);
      if (!checked.ok) rejected.push({ index, reason: checked.reason });
      else {
        good.push(checked);
        goodIndexes.push(index);
      }
    });
    const granted = (await this.deps.budget?.grant(shop.shopId, good.length)) ?? good.length;
    for (const index of goodIndexes.slice(granted)) {
      rejected.push({ index, reason: 'shop-budget-spent' });
    }
    rejected.sort((a, b) => a.index - b.index);
    const rows = good
      .slice(0, granted)
      .map(({ event, occurredAt }) => this.row(shop.shopId, event, occurredAt, origin, flag));
    // Only a human's carts and purchases can count, so only theirs are worth a read of the log.
    if (flag === 'human') await this.deps.attribution?.attribute(shop.shopId, rows);
    for (const row of rows) {
      // A page view names no search to vouch for it, and needs none: it can only add a visitor
      // (docs/product/analytics.md#page-views), never a click, a conversion or a billed search.
      const vouched =
        row.kind === 'page-view' ||
        (typeof row.query_id === 'string' && this.deps.queryIds.verify(row.query_id, shop.shopId));
      row.flag = this.flagOf(flag, vouched);
    }
    this.deps.writer.write(rows);
    return { accepted: rows.length, rejected };
  }

  /**
   * A fresh queryID for one answered search of the shop; the search logs itself under it
   * (`recordSearch`).
   * @example events.issueQueryId('s1') // 32 lowercase hex characters
   */
  issueQueryId(shopId: string): string {
    return this.deps.queryIds.issue(shopId);
  }

  /** A client event's flag: a human's counts only when its queryID vouches for it. */
  private flagOf(origin: EventFlag, vouched: boolean): EventFlag {
    return origin === 'human' && !vouched ? 'unverified' : origin;
  }

  /**
   * Logs one answered search as a `search` event, off the request path.
   * @example events.recordSearch({ shop, queryId, query: 'scarpe', resultCount: 7, preview: false, clientIp, userAgent })
   */
  recordSearch(search: RecordedSearch): void {
    const now = this.deps.now();
    const flag = eventFlag({
      userAgent: search.userAgent,
      clientIp: search.clientIp,
      excludedIps: search.shop.excludedIps,
      preview: search.preview,
    });
    const event: ShopperEvent = {
      kind: 'search',
      userToken: search.userToken ?? anonymousUserToken(search.clientIp, search.userAgent),
      queryID: search.queryId,
      query: search.query,
      device: search.device,
    };
    // A fresh row: the search's own columns are set on it rather than copied into another.
    const row = this.row(search.shop.shopId, event, now, search, flag);
    row.result_count = search.resultCount;
    row.object_ids = search.objectIds === null ? null : JSON.stringify(search.objectIds);
    row.filters = JSON.stringify(search.filters);
    row.sort = search.sort;
    this.deps.writer.write([row]);
  }

  private row(
    shopId: string,
    event: ShopperEvent,
    occurredAt: number,
    origin: CallOrigin,
    flag: string,
  ): NewEvent {
    return {
      id: eventId(this.deps.now()),
      shop_id: shopId,
      kind: event.kind,
      user_token: event.userToken,
      query_id: event.queryID ?? null,
      query: event.query ?? null,
      result_count: null,
      object_ids: json(event.objectIDs),
      positions: json(event.positions),
      prices: json(event.prices),
      quantities: json(event.quantities),
      value: event.value ?? null,
      currency: event.currency ?? null,
      device: event.device ?? null,
      occurred_at: occurredAt,
      received_at: this.deps.now(),
      ip: origin.clientIp,
      // Bounded: the header is the client's to choose, and every event stores it.
      user_agent: origin.userAgent.slice(0, 512),
      flag,
      filters: null,
      sort: null,
    };
  }
}
