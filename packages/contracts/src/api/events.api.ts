import { z } from 'zod';
import { defineCall } from './call';

/**
 * What a shopper did (docs/product/analytics.md#events). Searches are recorded by search itself;
 * `page-view` is the layer's loader on each storefront page load, so visitors who never search
 * are counted too.
 */
export const EVENT_KINDS = [
  'search',
  'click',
  'add-to-cart',
  'checkout',
  'purchase',
  'page-view',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_DEVICES = ['desktop', 'mobile'] as const;

/** Events in one `POST /API/events` call, and the largest body it takes. */
export const EVENTS_BATCH_MAX = 1000;
export const EVENTS_BODY_MAX_BYTES = 2 * 1024 * 1024;
/** Products one event names (Algolia Insights allows 20 object ids an event). */
export const EVENT_OBJECTS_MAX = 20;
/** How far back an event may be dated, and how far ahead a client clock may run. */
export const EVENT_MAX_AGE_MS = 4 * 24 * 3600 * 1000;
export const EVENT_MAX_SKEW_MS = 10 * 60 * 1000;

/** A search's `queryID`: 32 lowercase hex characters, issued by the search answer. */
export const QUERY_ID_PATTERN = /^[a-f0-9]{32}$/;
/**
 * How long after its search a `queryID` vouches for an event (docs/product/analytics.md#flags):
 * a day covers a thank-you page, and attribution needs the search's own UTC day anyway.
 */
export const QUERY_ID_MAX_AGE_MS = 24 * 3600 * 1000;

/**
 * Ceilings of carts and purchases (docs/product/analytics.md#sending-events), in the currency's own
 * unit, never converted: one unit price, one line's quantity, and an event's `value`.
 */
export const EVENT_PRICE_MAX = 10_000_000;
export const EVENT_QUANTITY_MAX = 1_000;
export const EVENT_VALUE_MAX = 100_000_000;

/**
 * Client events one shop may store (docs/product/analytics.md#event-budget): a day's budget is
 * `max(EVENTS_SHOP_DAY_MIN, ceil(threshold × EVENTS_PER_THRESHOLD_QUERY / 30))` for the plan's
 * monthly query threshold, a minute's `max(EVENTS_SHOP_MINUTE_MIN, ceil(day / 60))`. Plans
 * without a threshold use `EVENTS_UNLIMITED_THRESHOLD`.
 */
export const EVENTS_PER_THRESHOLD_QUERY = 10;
export const EVENTS_SHOP_DAY_MIN = 20_000;
export const EVENTS_SHOP_MINUTE_MIN = 1_000;
export const EVENTS_UNLIMITED_THRESHOLD = 10_000_000;

/**
 * A shop's client-event budget per UTC day and per minute for its plan's monthly query threshold
 * (0: no threshold).
 * @example eventBudgetOf(1_000) // { perDay: 20_000, perMinute: 1_000 }
 */
export function eventBudgetOf(threshold: number): { perDay: number; perMinute: number } {
  const queries = threshold > 0 ? threshold : EVENTS_UNLIMITED_THRESHOLD;
  const perDay = Math.max(
    EVENTS_SHOP_DAY_MIN,
    Math.ceil((queries * EVENTS_PER_THRESHOLD_QUERY) / 30),
  );
  return { perDay, perMinute: Math.max(EVENTS_SHOP_MINUTE_MIN, Math.ceil(perDay / 60)) };
}

/**
 * Why an event of a batch was refused. Each refused event is answered with its index and one of
 * these; the rest of the batch is stored.
 */
export const EVENT_REJECTIONS = [
  'invalid-shape',
  'too-old',
  'in-the-future',
  'missing-objects',
  'positions-mismatch',
  /** Searches are recorded by the search call itself; a client's cannot be billed or reported. */
  'search-not-accepted',
  /** A price, quantity or value above its ceiling (`EVENT_PRICE_MAX`…). */
  'out-of-range',
  /** `prices` or `value` without `currency`. */
  'missing-currency',
  /** A `currency` that is not an ISO 4217 code. */
  'unknown-currency',
  /** The shop's event budget of the minute or of the day is spent. */
  'shop-budget-spent',
] as const;
export type EventRejection = (typeof EVENT_REJECTIONS)[number];

/** An anonymous shopper id after Algolia Insights: 1–129 characters of `[A-Za-z0-9_=+/:.-]`. */
export const userTokenSchema = z
  .string()
  .min(1)
  .max(129)
  .regex(/^[A-Za-z0-9_=+/:.-]+$/);

const objectId = z.string().min(1).max(64);
const money = z.number().nonnegative().max(1e9);

/**
 * One event, after Algolia Insights' conventions: an anonymous `userToken` (1–129 characters of
 * `[A-Za-z0-9_=+/:.-]`), the `queryID` of the search it follows, 1-based `positions` beside
 * `objectIDs`, and for carts and purchases `prices`, `quantities`, `value` and `currency`.
 * `timestamp` is epoch milliseconds (the server's clock when absent).
 */
export const shopperEventSchema = z.object({
  kind: z.enum(EVENT_KINDS),
  userToken: userTokenSchema,
  timestamp: z.number().int().positive().optional(),
  queryID: z.string().regex(QUERY_ID_PATTERN).optional(),
  /** The text searched (search events). */
  query: z.string().max(500).optional(),
  objectIDs: z.array(objectId).max(EVENT_OBJECTS_MAX).optional(),
  positions: z.array(z.number().int().min(1).max(10_000)).max(EVENT_OBJECTS_MAX).optional(),
  prices: z.array(money).max(EVENT_OBJECTS_MAX).optional(),
  quantities: z.array(z.number().int().min(1).max(10_000)).max(EVENT_OBJECTS_MAX).optional(),
  value: money.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  device: z.enum(EVENT_DEVICES).optional(),
});
export type ShopperEvent = z.infer<typeof shopperEventSchema>;

/**
 * A page view (docs/product/analytics.md#page-views): who, when and on which device, nothing
 * else. It names no search, product or money, so it can only ever add a visitor to the funnel;
 * any other field makes it `invalid-shape`.
 */
export const pageViewEventSchema = z
  .object({
    kind: z.literal('page-view'),
    userToken: userTokenSchema,
    timestamp: z.number().int().positive().optional(),
    device: z.enum(EVENT_DEVICES).optional(),
  })
  .strict();
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

/** The batch is checked event by event, so one bad event does not refuse the others. */
export const eventsBatchSchema = z.object({
  events: z.array(z.unknown()).min(1).max(EVENTS_BATCH_MAX),
});

export const eventsAnswerSchema = z.object({
  accepted: z.number().int().nonnegative(),
  rejected: z.array(
    z.object({ index: z.number().int().nonnegative(), reason: z.enum(EVENT_REJECTIONS) }),
  ),
});
export type EventsAnswer = z.infer<typeof eventsAnswerSchema>;

/** The storefront's events (public, CORS open, no credentials): the layer and `trova.track`. */
export const eventsApi = {
  send: defineCall({
    method: 'POST',
    path: '/events',
    query: z.object({ key: z.string().min(1).max(64) }),
    body: eventsBatchSchema,
    response: eventsAnswerSchema,
    auth: 'public',
    bodyLimit: EVENTS_BODY_MAX_BYTES,
  }),
} as const;
