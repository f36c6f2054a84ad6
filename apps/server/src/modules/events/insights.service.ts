import type { Clock } from '../../clock';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { CallOrigin, EventShops, EventsService } from './events.service';
import { InsightsError, toShopperEvents } from './insights-event';

/** The credentials of an Insights call, from its query string or headers. */
export interface InsightsCredentials {
  applicationId: string | undefined;
  apiKey: string | undefined;
}

/** What Algolia's Insights API answers to an accepted body, and the clients read as success. */
export const INSIGHTS_OK = { status: 200, message: 'OK' } as const;

const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';

export interface InsightsServiceDependencies {
  events: Pick<EventsService, 'receive'>;
  registry: EventShops;
  now: Clock;
  /** The address's storefront budget, charged here for a refused body (`receive` charges the rest). */
  limit: StorefrontLimit;
}

/**
 * `POST /1/events`, Algolia's Insights protocol (docs/product/algolia-protocol.md#insights), on
 * the native event log: the same storefront limit (one unit an event sent), checks, event
 * budget, flags, attribution and writer as `POST /API/events`.
 * @example await insights.receive({ applicationId: 'trova', apiKey: shopKey }, body, origin) // { status: 200, message: 'OK' }
 */
export class InsightsService {
  constructor(private readonly deps: InsightsServiceDependencies) {}

  async receive(
    credentials: InsightsCredentials,
    body: unknown,
    origin: CallOrigin,
  ): Promise<typeof INSIGHTS_OK> {
    const sent = typeof body === 'object' && body !== null && 'events' in body ? body.events : [];
    const units = Math.max(Array.isArray(sent) ? sent.length : 0, 1);
    let accepted: { shopKey: string; events: object[] };
    try {
      accepted = this.accepted(credentials, body);
    } catch (error) {
      // A refused body costs what an accepted one would: else a bad key or a malformed event
      // would have 1,000 events parsed a call with no limit. The native call charges the others.
      this.deps.limit(origin.clientIp, units);
      throw error;
    }
    // Events past the shop's budget are dropped as in the native call; the answer has no room to
    // say which, and a client retrying them would only spend more.
    await this.deps.events.receive(accepted.shopKey, accepted.events, origin, units);
    return INSIGHTS_OK;
  }

  /** The key's shop and the body's events for the native call, or the InsightsError refusing it. */
  private accepted(
    credentials: InsightsCredentials,
    body: unknown,
  ): { shopKey: string; events: object[] } {
    const { applicationId, apiKey } = credentials;
    // The application id names nothing in Trova, but the clients always send one.
    if (!applicationId || !apiKey) throw new InsightsError(403, INVALID_CREDENTIALS);
    const shop = this.deps.registry.get(apiKey);
    if (!shop) throw new InsightsError(403, INVALID_CREDENTIALS);
    if (!shop.published) throw new InsightsError(403, 'This shop is not published');
    return { shopKey: apiKey, events: toShopperEvents(body, apiKey, this.deps.now()) };
  }
}
