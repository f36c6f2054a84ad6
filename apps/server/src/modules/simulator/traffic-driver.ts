import type { SearchResponse, ShopperEvent } from '@trova/contracts';
import type { ShopperKind, ShopperPlan } from './shopper-model';
import {
  chooseActions,
  chooseRefinement,
  CLICK_WINDOW,
  type ActionKind,
  type AnswerView,
  type Behaviour,
  type Refinement,
  type ShopperAction,
} from './shopper-reactions';
import type { Random } from './shopper-random';
import type { ShopperOrigin, TrafficTransport } from './traffic-transport';

/** What a run sent, by the kind of shopper and of event. */
export interface TrafficSummary {
  shoppers: Record<ShopperKind, number>;
  searches: Record<ShopperKind, number>;
  events: Record<ActionKind, number>;
  /** Visitors who viewed a page and left without searching (not in `shoppers`). */
  browsers: number;
  /** Page views accepted: one a visitor, searching or not. */
  pageViews: number;
  rejected: number;
}

export function emptySummary(): TrafficSummary {
  return {
    shoppers: { human: 0, bot: 0, 'excluded-ip': 0 },
    searches: { human: 0, bot: 0, 'excluded-ip': 0 },
    events: { click: 0, 'add-to-cart': 0, checkout: 0, purchase: 0 },
    browsers: 0,
    pageViews: 0,
    rejected: 0,
  };
}

/**
 * The search call's parameters as the layer sends them: the text, the shopper's token and device,
 * the first 12 results, and a refinement as `filters[0][0][facet]=value` / `sort[0][price]=ASC`.
 * @example searchParams('sneaker', { userToken: 'anon-1', device: 'mobile' }).get('q') // 'sneaker'
 */
export function searchParams(
  q: string,
  shopper: { userToken: string; device: string },
  refinement?: Refinement,
): URLSearchParams {
  const params = new URLSearchParams({
    q,
    limit: String(CLICK_WINDOW),
    userToken: shopper.userToken,
    device: shopper.device,
  });
  if (refinement?.filter) {
    params.set(`filters[0][0][${refinement.filter.facet}]`, refinement.filter.value);
  }
  if (refinement?.sort) params.set(`sort[0][${refinement.sort.key}]`, refinement.sort.order);
  return params;
}

/** What a shopper sees of a search answer. */
export function answerView(answer: SearchResponse): AnswerView {
  return {
    resultCount: answer.results_count,
    hits: answer.results.map((hit) => ({
      objectId: hit.header.externalId,
      price: hit.pricing.sellingPrice,
      currency: hit.pricing.currency,
    })),
    facets: answer.stats,
  };
}

/** The event a step sends, after Algolia Insights: the product, its position, the queryID. */
export function actionEvent(
  action: ShopperAction,
  shopper: { userToken: string; device: 'desktop' | 'mobile' },
  queryID: string | undefined,
): ShopperEvent {
  const event: ShopperEvent = {
    kind: action.kind,
    userToken: shopper.userToken,
    objectIDs: [action.objectId],
    positions: [action.position],
    device: shopper.device,
    ...(queryID === undefined ? {} : { queryID }),
  };
  if (action.kind === 'click') return event;
  const currency =
    action.currency && /^[A-Z]{3}$/.test(action.currency) ? action.currency : undefined;
  return {
    ...event,
    prices: [action.price],
    quantities: [action.quantity],
    // Rounded to cents, as a cart shows it.
    value: Math.round(action.price * action.quantity * 100) / 100,
    ...(currency === undefined ? {} : { currency }),
  };
}

/**
 * Plays one shopper's visit from `startMs` through the transport: the landing page's page view,
 * and for a shopper who searches every keystroke's search, a
 * refined search when chosen, then clicks, carts and purchases, each with the queryID of the
 * answer they follow. A visit that would run past `untilMs` stops there (a backdated day must
 * not spill into today, which may still be the future). Adds to `summary`; answers when the
 * visit ended.
 * @example await runShopper(transport, plan, Date.now(), random, DEFAULT_BEHAVIOUR, summary)
 */
export async function runShopper(
  transport: TrafficTransport,
  plan: ShopperPlan,
  startMs: number,
  random: Random,
  behaviour: Behaviour,
  summary: TrafficSummary,
  untilMs = Number.POSITIVE_INFINITY,
): Promise<number> {
  const { profile } = plan;
  const origin: ShopperOrigin = { clientIp: profile.clientIp, userAgent: profile.userAgent };
  let at = startMs;
  if (at >= untilMs) return at;
  // The page the visit lands on: the layer's loader sends its page view (docs/product/layer.md).
  const pageView: ShopperEvent = {
    kind: 'page-view',
    userToken: profile.userToken,
    device: profile.device,
  };
  const viewed = await transport.sendEvents([pageView], origin, at);
  summary.pageViews += viewed.accepted;
  summary.rejected += viewed.rejected.length;
  if (plan.searches.length === 0) {
    summary.browsers++;
    return at;
  }
  summary.shoppers[profile.kind]++;
  const search = async (q: string, refinement?: Refinement) => {
    summary.searches[profile.kind]++;
    return transport.search(searchParams(q, profile, refinement), origin, at);
  };
  for (const planned of plan.searches) {
    let answer: SearchResponse | undefined;
    for (const key of planned.keystrokes) {
      at += key.delayMs;
      if (at >= untilMs) return at;
      answer = await search(key.q);
    }
    if (!answer || !planned.browses) {
      at += random.between(2000, 20_000);
      continue;
    }
    const refinement = chooseRefinement(random, planned, answerView(answer));
    if (refinement) {
      at += random.between(2000, 8000);
      if (at >= untilMs) return at;
      answer = await search(planned.query, refinement);
    }
    for (const action of chooseActions(random, answerView(answer), behaviour)) {
      at += action.delayMs;
      if (at >= untilMs) return at;
      const sent = await transport.sendEvents(
        [actionEvent(action, profile, answer.queryID)],
        origin,
        at,
      );
      summary.events[action.kind] += sent.accepted;
      summary.rejected += sent.rejected.length;
    }
    at += random.between(5000, 40_000);
  }
  return at;
}
