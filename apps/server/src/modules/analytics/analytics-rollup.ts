import { ANALYTICS_PRODUCT_POSITION_WINDOW } from '@trova/contracts';
import type { EventRow } from '../events/index';
import { normalise, searchIntents, type IntentSearch } from '../events/index';
import { utcDayOf } from '../../kernel/utc-day';
import { DayTables, type DayRollup, type Device, type Intent } from './rollup-tables';
import { jsonList, textList } from './rollup-table';

export type { DayRollup } from './rollup-tables';

const deviceOf = (event: EventRow): Device => (event.device === 'mobile' ? 'mobile' : 'desktop');
const filtersOf = (search: EventRow): string[] => textList(search.filters);
/** The relevance order's key in `analytics_sort_days` (a stored sort is always `key:direction`). */
export const RELEVANCE_SORT = 'relevance';

function* groupIntents(
  searches: readonly EventRow[],
  pause: () => boolean,
): Generator<void, Map<EventRow, Intent>, void> {
  const eventOf = new Map<IntentSearch, EventRow>();
  const inputs = searches.map((search) => {
    const input = { user: search.user_token, query: search.query ?? '', at: search.occurred_at };
    eventOf.set(input, search);
    return input;
  });
  yield;
  const intentOf = new Map<EventRow, Intent>();
  for (const group of searchIntents(inputs)) {
    if (pause()) yield;
    const rows = group.flatMap((input) => eventOf.get(input) ?? []);
    const last = rows.at(-1);
    if (!last) continue;
    const shown = rows.findLast((search) => search.object_ids !== null);
    const intent: Intent = {
      query: normalise(last.query ?? ''),
      device: deviceOf(last),
      hasResults: (last.result_count ?? 0) > 0,
      shown: textList(shown?.object_ids ?? null),
      filtered: filtersOf(shown ?? last).length > 0 ? 1 : 0,
      clicked: false,
      converted: false,
    };
    for (const row of rows) intentOf.set(row, intent);
  }
  return intentOf;
}

const inWindow = (position: number): boolean =>
  Number.isInteger(position) && position >= 1 && position <= ANALYTICS_PRODUCT_POSITION_WINDOW;

/**
 * The 1-based position of each of the event's products: as sent, else where its search showed
 * it; undefined outside the first 12 (docs/product/analytics.md: only they are analysed).
 */
function positionsOf(event: EventRow, search: EventRow): (number | undefined)[] {
  const sent = jsonList(event.positions);
  const shown = textList(search.object_ids);
  return textList(event.object_ids).map((id, index) => {
    const given = sent[index];
    const position = typeof given === 'number' ? given : shown.indexOf(id) + 1;
    return inWindow(position) ? position : undefined;
  });
}

/** Events (or intents) handled between two pauses of `rollupDaySteps`: a few milliseconds. */
const STEP = 250;

/**
 * Rolls one shop's UTC day up from its raw events (docs/product/analytics.md#rollups): every row
 * of the six rollup tables and the products' counts for that day, without the shop id. Only human events count, except
 * `flagged_searches`, which counts the others' searches. Events outside the day are ignored. Pure:
 * the same events give the same rows, whatever their order.
 * @example
 * const rows = rollupDay(await events.between(shopId, day * DAY_MS, (day + 1) * DAY_MS), day);
 * rows.analytics_days; // [{ day, device: 'desktop', visitors: 3, searches: 9, intents: 4, … }]
 */
export function rollupDay(events: readonly EventRow[], day: number): DayRollup {
  const steps = rollupDaySteps(events, day);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * `rollupDay` in steps: it pauses (yields) every `STEP` events of each pass, so that a
 * search process rolling a large day up can answer its searches between two steps instead of
 * after the whole day (scale-out.md, "Analytics"). The result is `rollupDay`'s.
 * @example
 * const steps = rollupDaySteps(events, day);
 * let next = steps.next();
 * while (!next.done) { await setImmediate(); next = steps.next(); }
 */
export function* rollupDaySteps(
  events: readonly EventRow[],
  day: number,
): Generator<void, DayRollup, void> {
  let work = 0;
  const pause = (): boolean => ++work % STEP === 0;
  const ordered = events
    .filter((event) => utcDayOf(event.occurred_at) === day)
    .sort((a, b) => a.occurred_at - b.occurred_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const tables = new DayTables(day);
  for (const event of ordered) {
    if (pause()) yield;
    if (event.kind === 'search' && event.flag !== 'human') {
      tables.days.add({ day, device: deviceOf(event) }, { flagged_searches: 1 });
    }
  }
  const human = ordered.filter((event) => event.flag === 'human');
  const searches = human.filter((event) => event.kind === 'search');
  yield;
  const intentOf = yield* groupIntents(searches, pause);
  const searchOf = new Map<string, EventRow>();
  for (const search of searches) {
    if (pause()) yield;
    if (search.query_id) searchOf.set(search.query_id, search);
  }
  const clickedSearches = new Set<EventRow>();
  yield;

  // Visitors: each user token once, under the device of its first event of the day.
  const visitorDevice = new Map<string, Device>();
  for (const event of human) {
    if (pause()) yield;
    if (!visitorDevice.has(event.user_token)) visitorDevice.set(event.user_token, deviceOf(event));
  }
  const searching = new Set(searches.map((search) => search.user_token));
  yield;
  for (const [user, device] of visitorDevice) {
    if (pause()) yield;
    tables.days.add(
      { day, device },
      { visitors: 1, searching_visitors: searching.has(user) ? 1 : 0 },
    );
  }

  for (const event of human) {
    if (pause()) yield;
    const device = deviceOf(event);
    const objects = textList(event.object_ids);
    const search = event.query_id === null ? undefined : searchOf.get(event.query_id);
    const intent = search && intentOf.get(search);
    const positions = search ? positionsOf(event, search) : [];
    const withQuery = event.query_id === null ? 0 : 1;
    if (event.kind === 'search') {
      tables.days.add({ day, device }, { searches: 1 });
      const query = intentOf.get(event)?.query ?? normalise(event.query ?? '');
      tables.queries.add({ day, device, query }, { searches: 1 });
    } else if (event.kind === 'click') {
      tables.days.add({ day, device }, { clicks: 1 });
      for (const object_id of objects)
        tables.products.add({ day, device, object_id }, { clicks: 1 });
      if (search && intent) {
        clickedSearches.add(search);
        intent.clicked = true;
        tables.queries.add({ day, device, query: intent.query }, { clicks: 1 });
        tables.attribute(device, intent, objects, positions, 'clicks');
      }
    } else if (event.kind === 'add-to-cart' || event.kind === 'purchase') {
      const purchase = event.kind === 'purchase';
      const revenue =
        purchase && Number.isFinite(event.value) ? Math.round((event.value ?? 0) * 100) : 0;
      tables.days.add(
        { day, device },
        {
          add_to_carts: purchase ? 0 : 1,
          purchases: purchase ? 1 : 0,
          conversions: withQuery,
          revenue_cents: revenue,
        },
      );
      for (const object_id of objects) {
        tables.products.add({ day, device, object_id }, { conversions: withQuery });
      }
      if (search && intent) {
        intent.converted = true;
        tables.queries.add({ day, device, query: intent.query }, { conversions: 1 });
        tables.attribute(device, intent, objects, positions, 'conversions');
      }
    }
  }

  for (const intent of new Set(intentOf.values())) {
    if (pause()) yield;
    tables.addIntent(intent);
  }
  for (const search of searches) {
    if (pause()) yield;
    const device = deviceOf(search);
    const clicked = clickedSearches.has(search) ? 1 : 0;
    for (const filter of new Set(filtersOf(search))) {
      const split = filter.indexOf(':');
      if (split < 0) continue;
      const key = { day, device, facet: filter.slice(0, split), value: filter.slice(split + 1) };
      tables.filters.add(key, { searches: 1, searches_with_clicks: clicked });
    }
    const sort = search.sort ?? RELEVANCE_SORT;
    tables.sorts.add({ day, device, sort }, { searches: 1, searches_with_clicks: clicked });
  }
  return tables.rollup();
}
