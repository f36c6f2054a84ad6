import type { Clock } from '../../clock';
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
    const { applicationId, apiKey } = credentials;
    // The application id names nothing in Trova, but the clients always send one.
    if (!applicationId || !apiKey) throw new InsightsError(403, INVALID_CREDENTIALS);
    const shop = this.deps.registry.get(apiKey);
    if (!shop) throw new InsightsError(403, INVALID_CREDENTIALS);
    if (!shop.published) throw new InsightsError(403, 'This shop is not published');
    const sent = typeof body === 'object' && body !== null && 'events' in body ? body.events : [];
    const units = Array.isArray(sent) ? sent.length : 0;
    const events = toShopperEvents(body, apiKey, this.deps.now());
    // Events past the shop's budget are dropped as in the native call; the answer has no room to
    // say which, and a client retrying them would only spend more.
    await this.deps.events.receive(apiKey, events, origin, Math.max(units, 1));
    return INSIGHTS_OK;
  }
}
