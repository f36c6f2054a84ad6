import {
  EVENT_MAX_AGE_MS,
  EVENT_MAX_SKEW_MS,
  EVENT_PRICE_MAX,
  EVENT_QUANTITY_MAX,
  EVENT_VALUE_MAX,
  pageViewEventSchema,
  shopperEventSchema,
  type EventKind,
  type EventRejection,
  type ShopperEvent,
} from '@trova/contracts';

/** Kinds that are about products, so they must name them. */
const NEEDS_OBJECTS: ReadonlySet<EventKind> = new Set([
  'click',
  'add-to-cart',
  'checkout',
  'purchase',
]);

/** ISO 4217 codes as the runtime's ICU knows them: the list stays current with Node, not with us. */
const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

export type CheckedEvent =
  { ok: true; event: ShopperEvent; occurredAt: number } | { ok: false; reason: EventRejection };

/**
 * Checks one event of a batch on its own (docs/product/analytics.md#events): the contract's shape,
 * then its kind (searches come from the search call only), its date against the server's clock
 * (`now`, epoch ms), then the rules between fields and the money's ceilings and currency.
 * An event without `timestamp` happened now.
 * @example checkEvent({ kind: 'click', userToken: 'u1' }, Date.now()) // { ok: false, reason: 'missing-objects' }
 */
export function checkEvent(raw: unknown, now: number): CheckedEvent {
  const parsed = shopperEventSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'invalid-shape' };
  const event = parsed.data;
  // Metering and search reports read server-recorded searches only (docs/product/analytics.md#searches).
  if (event.kind === 'search') return { ok: false, reason: 'search-not-accepted' };
  // A page view only adds a visitor: anything more on it is a malformed event.
  if (event.kind === 'page-view' && !pageViewEventSchema.safeParse(raw).success) {
    return { ok: false, reason: 'invalid-shape' };
  }
  const occurredAt = event.timestamp ?? now;
  if (occurredAt < now - EVENT_MAX_AGE_MS) return { ok: false, reason: 'too-old' };
  if (occurredAt > now + EVENT_MAX_SKEW_MS) return { ok: false, reason: 'in-the-future' };
  const objects = event.objectIDs?.length ?? 0;
  if (NEEDS_OBJECTS.has(event.kind) && objects === 0) {
    return { ok: false, reason: 'missing-objects' };
  }
  if (event.positions !== undefined && event.positions.length !== objects) {
    return { ok: false, reason: 'positions-mismatch' };
  }
  const money = moneyRejection(event);
  if (money) return { ok: false, reason: money };
  return { ok: true, event, occurredAt };
}

/**
 * Why a cart's or purchase's money cannot be believed (docs/product/analytics.md#sending-events):
 * one absurd purchase would otherwise own the shop's revenue in every report.
 */
function moneyRejection(event: ShopperEvent): EventRejection | undefined {
  const { prices = [], quantities = [], value } = event;
  if (
    prices.some((price) => price > EVENT_PRICE_MAX) ||
    quantities.some((quantity) => quantity > EVENT_QUANTITY_MAX) ||
    (value ?? 0) > EVENT_VALUE_MAX
  ) {
    return 'out-of-range';
  }
  if (event.currency !== undefined && !CURRENCIES.has(event.currency)) return 'unknown-currency';
  if ((prices.length > 0 || value !== undefined) && event.currency === undefined) {
    return 'missing-currency';
  }
  return undefined;
}
