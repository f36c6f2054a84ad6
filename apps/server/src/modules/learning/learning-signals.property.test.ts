import { learningKey, type LearnedScore } from '@trova/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW } from './learning-events.test-support';
import { DAY_MS, LEARNING_RULE, type LearningEvent } from './learning-rule';
import { learnSignals } from './learning-signals';

const RULE = {
  ...LEARNING_RULE,
  maxQueries: 3,
  productsPerQuery: 4,
  maxPrior: 6,
  minTokens: 2,
  minAddresses: 2,
};
const WEIGHT: Record<string, number> = { click: 1, 'add-to-cart': 2, purchase: 4 };
const PRODUCTS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

interface Pair {
  e: number;
  a: number;
  n: [number, number, number];
  im: number;
  who: Set<string>;
  where: Set<string>;
}
const pair = (map: Map<string, Pair>, key: string): Pair => {
  if (!map.has(key))
    map.set(key, { e: 0, a: 0, n: [0, 0, 0], im: 0, who: new Set(), where: new Set() });
  return map.get(key)!;
};
const age = (at: number) => 0.5 ** ((NOW - at) / DAY_MS / RULE.halfLifeDays);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The rule written plainly, everything in memory: counted searches first (per token and per
 * address, query and day), then each click, cart or purchase in the order it meets its search
 * (capped per token and per address over the window), then the scores, where a pair's actions
 * count only once enough distinct tokens and addresses took them.
 */
function reference(events: LearningEvent[]) {
  const live = events
    .filter((e) => e.flag === 'human' && e.at <= NOW && e.at > NOW - RULE.windowDays * DAY_MS)
    .sort((x, y) => x.at - y.at || cmp(x.id, y.id));
  const order = new Map(live.map((e, i) => [e, i]));
  const searches = new Map<string, { e: LearningEvent; shown: readonly string[]; ok: boolean }>();
  const perDay = new Map<string, number>();
  const pairs = new Map<string, Pair>();
  const prior = new Map<string, Pair>();
  type Key = { searches: number; tokens: Set<string>; ips: Set<string>; ok: number };
  const keys = new Map<string, Key>();
  const key = (k: string) => {
    if (!keys.has(k)) keys.set(k, { searches: 0, tokens: new Set(), ips: new Set(), ok: 0 });
    return keys.get(k)!;
  };
  let earliest = Infinity;
  for (const s of live.filter((e) => e.kind === 'search')) {
    const k = learningKey(s.query ?? '');
    const [t, i] = [`t${s.userToken}|${k}`, `i${s.ip}|${k}`];
    const ok = Math.max(perDay.get(t) ?? 0, perDay.get(i) ?? 0) < RULE.searchesPerPerson;
    if (ok) for (const c of [t, i]) perDay.set(c, (perDay.get(c) ?? 0) + 1);
    const shown = ok ? s.objectIds : [];
    key(k);
    if (shown.length > 0) {
      key(k).searches += 1;
      earliest = Math.min(earliest, s.at);
      shown.forEach((id, i) => {
        const x = age(s.at) / (i + 1) ** 0.8;
        pair(pairs, `${k}\n${id}`).e += x;
        pair(prior, id).e += x;
      });
    }
    if (s.queryId) searches.set(s.queryId, { e: s, shown, ok });
  }
  const conversions = live
    .filter((e) => WEIGHT[e.kind] && e.queryId && searches.has(e.queryId))
    .map((c) => ({ c, s: searches.get(c.queryId!)! }))
    .sort((x, y) => {
      const at = (v: typeof x) => Math.max(order.get(v.c)!, order.get(v.s.e)!);
      return at(x) - at(y) || order.get(x.c)! - order.get(y.c)!;
    });
  const used = new Map<string, number>();
  const implied = new Set<string>();
  const converted = new Set<LearningEvent>();
  for (const { c, s } of conversions) {
    const k = learningKey(s.e.query ?? '');
    if (!converted.has(s.e)) key(k).ok += 1;
    converted.add(s.e);
    [...new Set(c.objectIds)].forEach((id) => {
      const at = c.objectIds.indexOf(id);
      const pos = c.positions[at];
      let inQuery = 0;
      const slot = c.kind === 'click' ? 0 : c.kind === 'add-to-cart' ? 1 : 2;
      for (const [scope, p] of [
        [`q${k}|${id}`, pair(pairs, `${k}\n${id}`)],
        [`p${id}`, pair(prior, id)],
      ] as const) {
        const [t, i] = [`${scope}|t${c.userToken}`, `${scope}|i${c.ip}`];
        const left = RULE.personCap - Math.max(used.get(t) ?? 0, used.get(i) ?? 0);
        const counted = Math.min(WEIGHT[c.kind]!, left);
        if (counted <= 0) continue;
        used.set(t, (used.get(t) ?? 0) + counted);
        used.set(i, (used.get(i) ?? 0) + counted);
        p.a += age(c.at) * counted;
        p.n[slot] += 1;
        p.who.add(c.userToken);
        p.where.add(c.ip);
        earliest = Math.min(earliest, c.at);
        if (scope.startsWith('q')) {
          inQuery = counted;
          key(k).tokens.add(c.userToken);
          key(k).ips.add(c.ip);
        }
      }
      const seen = `${s.e.id}\n${id}`;
      if (s.ok && inQuery > 0 && pos !== undefined && !s.shown.includes(id) && !implied.has(seen)) {
        implied.add(seen);
        for (const p of [pair(pairs, `${k}\n${id}`), pair(prior, id)]) {
          p.e += age(s.e.at) / pos ** 0.8;
          p.im += age(s.e.at) / pos ** 0.8;
        }
      }
    });
  }
  // Actions (and the looks they imply) count only once enough distinct tokens and addresses took them.
  for (const p of [...pairs.values(), ...prior.values()]) {
    if (p.who.size < RULE.minTokens || p.where.size < RULE.minAddresses) {
      [p.a, p.e] = [0, p.e - p.im];
    }
  }
  let [sa, se] = [0, 0];
  for (const p of prior.values()) [sa, se] = [sa + p.a, se + p.e];
  const mean = se > 0 ? sa / se : 0;
  const rate = (p: Pair, base: number) => (p.a + RULE.alpha * base) / (p.e + RULE.alpha);
  const score = (r: number) => Math.round((r / (1 + r)) * 1e6) / 1e6;
  const top = (list: [string, Pair][], n: number, base: (id: string) => number) =>
    list
      .sort((x, y) => y[1].e + y[1].a - (x[1].e + x[1].a) || cmp(x[0], y[0]))
      .slice(0, n)
      .map(([id, p]): LearnedScore => [id, score(rate(p, base(id)))])
      .sort((x, y) => y[1] - x[1] || cmp(x[0], y[0]));
  const learnable = [...keys].filter(
    ([k, v]) => k !== '' && v.tokens.size >= RULE.minTokens && v.ips.size >= RULE.minAddresses,
  );
  const queries = learnable
    .sort((x, y) => y[1].searches - x[1].searches || cmp(x[0], y[0]))
    .slice(0, RULE.maxQueries)
    .map(([k]) => {
      const mine = [...pairs].filter(([pk]) => pk.startsWith(`${k}\n`));
      const list = mine.map(([pk, p]): [string, Pair] => [pk.slice(k.length + 1), p]);
      return [k, top(list, RULE.productsPerQuery, (id) => rate(prior.get(id)!, mean))] as const;
    })
    .filter(([, scores]) => scores.length > 0);
  return {
    queries,
    prior: top([...prior], RULE.maxPrior, () => mean),
    successful: learnable
      .filter(([, v]) => v.ok > 0)
      .map(([k, v]) => [k, v.ok])
      .sort((x, y) => Number(y[1]) - Number(x[1]) || cmp(String(x[0]), String(y[0]))),
    days: Number.isFinite(earliest) ? Math.max(1, Math.ceil((NOW - earliest) / DAY_MS)) : 1,
  };
}

const eventArb = fc.record({
  kind: fc.constantFrom('search', 'search', 'click', 'add-to-cart', 'purchase', 'checkout'),
  search: fc.integer({ min: 0, max: 14 }),
  query: fc.constantFrom('Scarpe', 'scarpe ', 'borsa', 'sca', ''),
  objectIds: fc.subarray(PRODUCTS, { minLength: 0, maxLength: 5 }),
  user: fc.integer({ min: 0, max: 4 }),
  ip: fc.integer({ min: 0, max: 2 }),
  flag: fc.constantFrom('human', 'human', 'human', 'bot', 'excluded-ip'),
  day: fc.integer({ min: 0, max: 70 }),
  skew: fc.integer({ min: -600_000, max: 600_000 }),
  deep: fc.boolean(),
});

describe('learnSignals against a plain reference', () => {
  it('agrees on every score, count and list', () => {
    let learned = 0;
    fc.assert(
      fc.property(fc.array(eventArb, { minLength: 30, maxLength: 80 }), (drawn) => {
        const events = drawn.map((d, n): LearningEvent => {
          const base = NOW - d.day * DAY_MS - (d.search % 5) * 3_600_000;
          const search = d.kind === 'search';
          return {
            id: `e${String(n).padStart(3, '0')}`,
            kind: d.kind,
            queryId: `q${d.search}${search ? `-${n}` : ''}`,
            query: search ? d.query : null,
            objectIds: d.objectIds,
            positions: search
              ? []
              : d.objectIds.map((id) => PRODUCTS.indexOf(id) + (d.deep ? 20 : 1)),
            userToken: `u${d.user}`,
            ip: `ip${d.ip}`,
            at: search ? base : base + d.skew,
            flag: d.flag,
          };
        });
        // Conversions name the first search drawn with their number.
        const first = new Map<string, string>();
        for (const e of events) {
          const n = e.queryId!.split('-')[0]!;
          if (e.kind === 'search' && !first.has(n)) first.set(n, e.queryId!);
        }
        const at = new Map(events.map((e) => [e.queryId, e.at]));
        drawn.forEach((d, n) => {
          const e = events[n]!;
          if (e.kind === 'search') return;
          e.queryId = first.get(e.queryId!) ?? e.queryId;
          e.at = (at.get(e.queryId) ?? e.at) + d.skew;
        });
        const built = learnSignals(events, { now: NOW, rule: RULE });
        const expected = reference(events);
        if (expected.queries.length > 0) learned += 1;
        const near = (list: readonly (readonly [string, number])[]) =>
          list.map(([id, s]) => [id, Math.round(s * 1e4)]);
        expect(built.signals.queries.map(([k, s]) => [k, near(s)])).toEqual(
          expected.queries.map(([k, s]) => [k, near(s)]),
        );
        expect(near(built.signals.prior)).toEqual(near(expected.prior));
        expect(built.signals.successful).toEqual(expected.successful);
        expect(built.days).toBe(Math.min(RULE.windowDays, expected.days));
      }),
      { numRuns: 300 },
    );
    // The draws are dense enough that many runs learn query scores, not only empty builds.
    expect(learned).toBeGreaterThan(30);
    // 300 draws take about a second alone and several times that on a loaded machine.
  }, 30_000);
});
