import { describe, expect, it } from 'vitest';
import { eventRow } from '../../../test/event-rows';
import type { EventRow } from '../events/index';
import { DAY_MS } from '../../kernel/utc-day';
import { rollupDay } from './analytics-rollup';

const DAY = 20_100;
const WORDS = ['s', 'so', 'sof', 'sofa', 'sofa letto', 'letto', 'tavolo', 'Sofa', ''];
const FLAGS = ['human', 'human', 'human', 'bot', 'excluded-ip', 'preview'];

/** A small deterministic generator (mulberry32): each seed is one reproducible day. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomDay(seed: number): EventRow[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const events: EventRow[] = [];
  let at = DAY * DAY_MS - 20_000;
  for (let i = 0; i < 120; i++) {
    at += Math.floor(next() * 8000);
    const common = {
      user_token: `u${Math.floor(next() * 4)}`,
      device: pick(['mobile', 'desktop', null]),
      flag: pick(FLAGS),
      occurred_at: at,
    };
    if (i % 5 === 0) {
      // A page view, of a shopper who may search (u0–u3) or of a visitor who never does (u4, u5).
      events.push(eventRow({ ...common, kind: 'page-view', user_token: `u${i % 6}` }));
      continue;
    }
    const searches = events.filter((event) => event.kind === 'search');
    const kind = searches.length === 0 ? 'search' : pick(['search', 'search', 'click', 'purchase']);
    if (kind === 'search') {
      events.push(
        eventRow({
          ...common,
          query: pick(WORDS),
          query_id: `q${i}`,
          result_count: Math.floor(next() * 3),
          objects: Array.from({ length: Math.floor(next() * 14) }, (_, n) => `p${n}`).slice(0, 12),
          filters: next() < 0.3 ? ['color:rosso'] : [],
        }),
      );
    } else {
      events.push(
        eventRow({
          ...common,
          kind,
          query_id: next() < 0.8 ? pick(searches).query_id : null,
          objects: [`p${Math.floor(next() * 12)}`],
          value: kind === 'purchase' ? Math.round(next() * 10_000) / 100 : null,
        }),
      );
    }
  }
  return events;
}

const normalised = (query: string | null) =>
  (query ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The intent rule written out plainly: per shopper, in time order, a new intent unless it extends. */
function naiveIntents(searches: readonly EventRow[]): number {
  let intents = 0;
  for (const user of new Set(searches.map((search) => search.user_token))) {
    const mine = searches
      .filter((search) => search.user_token === user)
      .sort((a, b) => a.occurred_at - b.occurred_at);
    mine.forEach((search, index) => {
      const previous = mine[index - 1];
      const extends_ =
        previous !== undefined &&
        search.occurred_at - previous.occurred_at <= 10_000 &&
        normalised(search.query).startsWith(normalised(previous.query));
      if (!extends_) intents += 1;
    });
  }
  return intents;
}

const total = <Row>(rows: readonly Row[], pick: (row: Row) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

describe('rollupDay against a plain reference', () => {
  it.each(Array.from({ length: 40 }, (_, seed) => seed + 1))('agrees on day %i', (seed) => {
    const events = randomDay(seed);
    const rollup = rollupDay(events, DAY);
    const today = events.filter((event) => Math.floor(event.occurred_at / DAY_MS) === DAY);
    const human = today.filter((event) => event.flag === 'human');
    const searches = human.filter((event) => event.kind === 'search');
    const days = rollup.analytics_days;

    expect(total(days, (row) => row.visitors)).toBe(new Set(human.map((e) => e.user_token)).size);
    expect(total(days, (row) => row.searching_visitors)).toBe(
      new Set(searches.map((e) => e.user_token)).size,
    );
    expect(total(days, (row) => row.searches)).toBe(searches.length);
    expect(total(days, (row) => row.intents)).toBe(naiveIntents(searches));
    expect(total(days, (row) => row.clicks)).toBe(human.filter((e) => e.kind === 'click').length);
    expect(total(days, (row) => row.flagged_searches)).toBe(
      today.filter((e) => e.kind === 'search' && e.flag !== 'human').length,
    );
    expect(total(days, (row) => row.revenue_cents)).toBe(
      total(
        human.filter((e) => e.kind === 'purchase'),
        (e) => Math.round((e.value ?? 0) * 100),
      ),
    );
    // Every table agrees with the day's totals.
    const queries = rollup.analytics_query_days;
    expect(total(queries, (row) => row.searches)).toBe(searches.length);
    expect(total(queries, (row) => row.intents)).toBe(naiveIntents(searches));
    expect(total(queries, (row) => row.intents_with_clicks)).toBe(
      total(days, (row) => row.intents_with_clicks),
    );
    const impressions = total(rollup.product_days, (row) => row.impressions);
    expect(total(rollup.analytics_position_days, (row) => row.impressions)).toBe(impressions);
    expect(total(rollup.analytics_query_product_days, (row) => row.impressions)).toBe(impressions);
    expect(total(rollup.analytics_sort_days, (row) => row.searches)).toBe(searches.length);
    for (const row of days) {
      expect(row.intents_with_clicks).toBeLessThanOrEqual(row.intents);
      expect(row.searching_visitors).toBeLessThanOrEqual(row.visitors);
    }
    expect(rollupDay([...events].reverse(), DAY)).toEqual(rollup);
  });
});
