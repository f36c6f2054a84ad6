import type { ShopperEvent } from '@trova/contracts';
import type { Caller, LearningServer } from './learning-server.js';
import { sendEvents, storefrontSearch } from './learning-server.js';
import type { Session, ShopperAction } from './learning-shoppers.js';
import { shopperActions } from './learning-shoppers.js';

/** Shoppers' browsers (desktop and mobile), none of which a bot list knows. */
const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
];

/** The shopper's layer token (`anon-…`). */
export function shopperToken(shopper: number): string {
  return `anon-s${shopper.toString(36)}`;
}

/** A shopper's own address and browser: every shopper a home of their own. */
export function shopperCaller(shopper: number): Caller {
  return {
    ip: `100.${64 + ((shopper >> 16) & 63)}.${(shopper >> 8) & 255}.${shopper & 255}`,
    userAgent: BROWSERS[shopper % BROWSERS.length] ?? '',
  };
}

/** A storefront's event for one action on a search's result, as the layer sends it. */
export function actionEvent(
  action: ShopperAction,
  userToken: string,
  queryID: string,
  price: number,
  device?: ShopperEvent['device'],
): ShopperEvent {
  const base = { userToken, queryID, objectIDs: [action.productId], ...(device ? { device } : {}) };
  if (action.kind === 'click') return { kind: 'click', ...base, positions: [action.position] };
  const money = { prices: [price], quantities: [1], currency: 'EUR' };
  if (action.kind === 'add-to-cart') return { kind: 'add-to-cart', ...base, ...money };
  return { kind: 'purchase', ...base, ...money, value: price };
}

export interface SessionOutcome {
  searches: number;
  events: number;
  accepted: number;
}

/**
 * One visit through the real calls: the shopper's search (a page of `pageSize`), then, 20 s
 * later, the events of what they did with it, under the search's queryID.
 */
export async function runSession(
  server: LearningServer,
  session: Session,
  dayStartMs: number,
  pageSize: number,
  gradeOf: (query: string, productId: string) => number,
  priceOf: (productId: string) => number,
  random: () => number,
): Promise<SessionOutcome> {
  const caller = shopperCaller(session.shopper);
  const userToken = shopperToken(session.shopper);
  server.clock.set(dayStartMs + session.offsetMs);
  const page = await storefrontSearch(
    server,
    { q: session.query.text, limit: pageSize, userToken, device: session.device },
    caller,
  );
  const actions = shopperActions(page.ids, (id) => gradeOf(session.query.text, id), random);
  if (actions.length === 0 || !page.queryID) return { searches: 1, events: 0, accepted: 0 };
  const { queryID } = page;
  server.clock.set(dayStartMs + session.offsetMs + 20_000);
  const events = actions.map((action) =>
    actionEvent(action, userToken, queryID, priceOf(action.productId), session.device),
  );
  const accepted = await sendEvents(server, events, caller);
  return { searches: 1, events: events.length, accepted };
}
