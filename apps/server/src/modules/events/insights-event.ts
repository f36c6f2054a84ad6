import {
  EVENT_OBJECTS_MAX,
  EVENTS_BATCH_MAX,
  QUERY_ID_PATTERN,
  type EventKind,
} from '@trova/contracts';
import { z } from 'zod';
import { checkEvent } from './event-checks';

/**
 * A request `POST /1/events` refuses (docs/product/algolia-protocol.md#insights): always a 4xx,
 * answered `{ message, status }` as Algolia's Insights API does, never a 5xx (the clients would
 * retry it elsewhere).
 */
export class InsightsError extends Error {
  override readonly name = 'InsightsError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** search-insights sends numbers as tokens and money as strings too. */
const token = z.union([z.string().max(129), z.number()]).transform(String);
const amount = z.union([z.number(), z.string().max(32)]);
/** An index name: the shop key, or a virtual replica `<shopKey>:<sort>:<order>`. */
const INDEX_MAX = 256;

const insightsEventSchema = z.object({
  eventType: z.enum(['click', 'conversion', 'view']),
  eventSubtype: z.enum(['addToCart', 'purchase']).optional(),
  eventName: z.string().min(1).max(64),
  index: z.string().min(1).max(INDEX_MAX),
  userToken: token.optional(),
  authenticatedUserToken: token.optional(),
  timestamp: z.number().int().positive().optional(),
  queryID: z.string().max(64).optional(),
  objectIDs: z.array(z.string().max(64)).max(EVENT_OBJECTS_MAX).optional(),
  positions: z.array(z.number()).max(EVENT_OBJECTS_MAX).optional(),
  objectData: z
    .array(
      z.object({
        price: amount.optional(),
        discount: amount.optional(),
        quantity: z.number().optional(),
        queryID: z.string().max(64).optional(),
      }),
    )
    .max(EVENT_OBJECTS_MAX)
    .optional(),
  filters: z.array(z.string().max(1024)).max(10).optional(),
  value: amount.optional(),
  currency: z.string().max(8).optional(),
});
type InsightsEvent = z.infer<typeof insightsEventSchema>;

const insightsBodySchema = z.object({
  events: z.array(z.unknown()).min(1).max(EVENTS_BATCH_MAX),
});

/** Trova's kind of an Insights event that names products. */
function kindOf(event: InsightsEvent): EventKind {
  if (event.eventType === 'click') return 'click';
  if (event.eventType === 'view') return 'page-view';
  // A conversion without a subtype counts as a conversion, never as a sale with made-up revenue.
  return event.eventSubtype === 'purchase' ? 'purchase' : 'add-to-cart';
}

/** A queryID Trova could have issued; any other (an Algolia one) is as good as none. */
const ownQueryId = (id: string | undefined): string | undefined =>
  id !== undefined && QUERY_ID_PATTERN.test(id) ? id : undefined;

/** Each product's field, when every product has it; else none (a partial list says nothing). */
function column(
  data: InsightsEvent['objectData'],
  objects: number,
  read: (item: NonNullable<InsightsEvent['objectData']>[number]) => number | undefined,
): number[] | undefined {
  if (!data || data.length !== objects) return undefined;
  const values = data.map(read);
  return values.every((value): value is number => value !== undefined && Number.isFinite(value))
    ? values
    : undefined;
}

const numberOf = (value: number | string | undefined): number | undefined =>
  value === undefined || value === '' ? undefined : Number(value);

/**
 * One Insights event as the native events call takes it, or undefined for an event Trova keeps
 * nothing of: a click or conversion on filters (no products).
 */
function toShopperEvent(event: InsightsEvent, userToken: string): object | undefined {
  const kind = kindOf(event);
  const at = event.timestamp === undefined ? {} : { timestamp: event.timestamp };
  if (kind === 'page-view') return { kind, userToken, ...at };
  const objectIDs = event.objectIDs ?? [];
  if (objectIDs.length === 0) return undefined;
  const queryID =
    ownQueryId(event.queryID) ??
    event.objectData?.map((item) => ownQueryId(item.queryID)).find(Boolean);
  const common = { kind, userToken, ...at, objectIDs, ...(queryID ? { queryID } : {}) };
  if (kind === 'click') {
    return { ...common, ...(event.positions ? { positions: event.positions } : {}) };
  }
  const prices = column(event.objectData, objectIDs.length, (item) => numberOf(item.price));
  const quantities = column(event.objectData, objectIDs.length, (item) => item.quantity);
  const value = numberOf(event.value);
  if (value !== undefined && !Number.isFinite(value)) {
    throw new InsightsError(422, `value is not a number: ${String(event.value)}`);
  }
  return {
    ...common,
    ...(prices ? { prices } : {}),
    ...(quantities ? { quantities } : {}),
    ...(value === undefined ? {} : { value }),
    ...(event.currency === undefined ? {} : { currency: event.currency }),
  };
}

const TAKEN_EVENT_TYPES: ReadonlySet<unknown> = new Set(['click', 'conversion', 'view']);

/** An event whose `eventType` is a text other than click, conversion or view: taken, ignored. */
function isOtherEventType(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null || !('eventType' in raw)) return false;
  return typeof raw.eventType === 'string' && !TAKEN_EVENT_TYPES.has(raw.eventType);
}

/**
 * An Insights body (`{ events: [...] }`, search-insights' shape) as events of the native call
 * (docs/product/algolia-protocol.md#insights), each already past the native checks at `now`: the
 * whole body is refused (422, naming the first bad event) or taken, so nothing is half stored.
 * Filter clicks and conversions are dropped, views become one page view a shopper.
 * @example toShopperEvents({ events: [{ eventType: 'click', eventName: 'Hit Clicked', index: 'k', userToken: 'u', objectIDs: ['p1'], positions: [1], queryID }] }, 'k', Date.now())
 */
export function toShopperEvents(body: unknown, shopKey: string, now: number): object[] {
  const batch = insightsBodySchema.safeParse(body);
  if (!batch.success) {
    throw new InsightsError(
      422,
      `the body must be { events: [...] } with 1 to ${EVENTS_BATCH_MAX} events`,
    );
  }
  const events: object[] = [];
  const viewers = new Set<string>();
  batch.data.events.forEach((raw, index) => {
    // InstantSearch's middleware opens every page with an `instantsearch` `__start__` event (its
    // telemetry, no index): Algolia takes event types it has no use for, and so do we, or every
    // page load would show a refused call (docs/product/algolia-protocol.md#insights).
    if (isOtherEventType(raw)) return;
    const parsed = insightsEventSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid';
      throw new InsightsError(422, `events[${index}] ${where}`);
    }
    const event = parsed.data;
    if (event.index !== shopKey && !event.index.startsWith(`${shopKey}:`)) {
      throw new InsightsError(422, `events[${index}].index is not an index of this API key`);
    }
    const userToken = event.userToken ?? event.authenticatedUserToken;
    if (userToken === undefined) throw new InsightsError(422, `events[${index}] has no userToken`);
    const mapped = toShopperEvent(event, userToken);
    if (mapped === undefined) return;
    if (event.eventType === 'view') {
      if (viewers.has(userToken)) return;
      viewers.add(userToken);
    }
    const checked = checkEvent(mapped, now);
    if (!checked.ok) throw new InsightsError(422, `events[${index}] refused: ${checked.reason}`);
    events.push(mapped);
  });
  return events;
}
