import type { ShopperEvent } from '@trova/contracts';
import type { Device } from '../layout/device';
import type { TrackedEvent } from '../protocol/layer-protocol';

/*
 * Limits of the events contract (contracts `events.api.ts`), repeated because that module builds
 * zod schemas the loader must not bundle. A test keeps them equal to the contract's. Plain
 * constants rather than one object: the minifier shortens their names, and the loader is small.
 */
export const EVENTS_BATCH = 1000;
export const OBJECTS_MAX = 20;
export const OBJECT_ID_MAX = 64;
/** Positions and quantities. */
export const COUNT_MAX = 10_000;
export const MONEY_MAX = 1e9;
export const QUERY_ID = /^[a-f0-9]{32}$/;
const CURRENCY = /^[A-Z]{3}$/;

type Check = (value: unknown) => boolean;

const isObjectId: Check = (v) => typeof v === 'string' && v.length > 0 && v.length <= OBJECT_ID_MAX;
const isCount: Check = (v) =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= COUNT_MAX;
const isMoney: Check = (v) => typeof v === 'number' && v >= 0 && v <= MONEY_MAX;

/** 1 to OBJECTS_MAX items that pass `check`, and exactly `length` when given. */
const isList = (value: unknown, check: Check, length?: number): value is unknown[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= OBJECTS_MAX &&
  (!length || value.length === length) &&
  value.every(check);

/** The lists each kind may carry beside `objectIDs`, one item per product. */
const CLICK_LISTS: Record<string, Check> = { positions: isCount };
const CART_LISTS: Record<string, Check> = { prices: isMoney, quantities: isCount };

/**
 * A `trova.track(name, payload)` call as the events contract's event, or undefined for a call the
 * contract would refuse (an unknown name, missing or mismatched products, a malformed `queryID`,
 * money without a currency),
 * so one wrong call on a shop's page never costs the rest of its batch. `recall` gives a cart or
 * purchase without a `queryID` the one the layer remembers. `search` is not taken:
 * the search call itself records searches.
 *
 * @example
 * toShopperEvent({ name: 'add-to-cart', payload: { objectIDs: ['SKU-1'], prices: [19.9], quantities: [2], currency: 'EUR' }, at: 1 }, 'anon-1', 'mobile');
 * // { kind: 'add-to-cart', userToken: 'anon-1', device: 'mobile', objectIDs: ['SKU-1'], timestamp: 1, prices: [19.9], quantities: [2], currency: 'EUR', value: 39.8 }
 */
export function toShopperEvent(
  tracked: TrackedEvent,
  userToken: string,
  device: Device,
  recall?: (objectIDs: unknown[]) => string | undefined,
): ShopperEvent | undefined {
  const { name, payload, at } = tracked;
  const isClick = name === 'click';
  const lists = isClick
    ? CLICK_LISTS
    : ['add-to-cart', 'checkout', 'purchase'].includes(name)
      ? CART_LISTS
      : 0;
  if (!lists || typeof payload !== 'object' || !payload) return undefined;
  const { objectIDs, currency, value } = payload;
  if (!isList(objectIDs, isObjectId)) return undefined;
  // A cart or purchase without a queryID gets that of the search that showed or led to one of
  // its products (docs/product/layer.md#the-queryid-on-the-shops-pages). Not a click: one after a
  // search must name its positions, which only the overlay knows.
  const queryID = payload.queryID ?? (isClick ? undefined : recall?.(objectIDs));
  const event: Record<string, unknown> = { kind: name, userToken, device, objectIDs };
  if (Number.isInteger(at) && at > 0) event.timestamp = at;
  for (const [key, check] of Object.entries(lists)) {
    const list = payload[key];
    if (list === undefined) continue;
    if (!isList(list, check, objectIDs.length)) return undefined;
    event[key] = list;
  }
  if (queryID !== undefined) {
    if (typeof queryID !== 'string' || !QUERY_ID.test(queryID)) return undefined;
    event.queryID = queryID;
    // A click after a search needs where the product was shown (Algolia Insights' rule).
    if (isClick && !event.positions) return undefined;
  }
  if (currency !== undefined) {
    const code = typeof currency === 'string' ? currency.toUpperCase() : '';
    if (isClick || !CURRENCY.test(code)) return undefined;
    event.currency = code;
  }
  if (value !== undefined) {
    if (isClick || !isMoney(value)) return undefined;
    event.value = value;
  } else if (event.prices) {
    // Without an explicit value a basket is worth the sum of price × quantity.
    const quantities = event.quantities as number[] | undefined;
    const sum = (event.prices as number[]).reduce(
      (total, price, i) => total + price * (quantities ? (quantities[i] as number) : 1),
      0,
    );
    if (sum <= MONEY_MAX) event.value = Math.round(sum * 100) / 100;
  }
  // Money needs its unit: the events call refuses prices or a value without a currency.
  if ((event.prices || event.value !== undefined) && !event.currency) return undefined;
  return event as ShopperEvent;
}
