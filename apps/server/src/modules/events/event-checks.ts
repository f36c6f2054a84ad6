import {
  EVENT_MAX_AGE_MS,
  EVENT_MAX_SKEW_MS,
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

export type CheckedEvent =
  { ok: true; event: ShopperEvent; occurredAt: number } | { ok: false; reason: EventRejection };

/**
 * Checks one event of a batch on its own (docs/product/analytics.md#events): the contract's shape,
 * then its date against the server's clock (`now`, epoch ms), then the rules between fields.
 * An event without `timestamp` happened now.
 * @example checkEvent({ kind: 'click', userToken: 'u1' }, Date.now()) // { ok: false, reason: 'missing-objects' }
 */
export function checkEvent(raw: unknown, now: number): CheckedEvent {
  const parsed = shopperEventSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'invalid-shape' };
  const event = parsed.data;
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
  return { ok: true, event, occurredAt };
}
