import type { Campaign, CampaignAction, SearchFacts, Trigger } from '@trova/contracts';
import type { SearchIndex, SearchQuery } from '@trova/engine';
import {
  compileVmRules,
  vmSearchEffect,
} from '../../../apps/server/src/modules/visual-machine/index.js';
import { LIMIT } from './adapters.js';
import { type BenchProduct, FACET_COLOURS, rng } from './catalogue.js';
import type { BenchQuery, QueryClass } from './queries.js';

/** Active campaigns on the shop, as the Visual Machine target states them. */
export const BENCH_CAMPAIGNS = 50;
/** Query classes the campaigns class replays: what storefronts send with text and filters. */
const CLASSES: readonly QueryClass[] = ['word', 'twoWords', 'filtered'];
/** A fixed moment inside every campaign's validity. */
const NOW_SECONDS = 1_750_000_000;

export interface CampaignFigures {
  campaigns: number;
  queries: number;
  /** Queries at least one campaign's trigger matched. */
  matched: number;
  /** The same queries without campaigns, timed in the same passes: the ceiling. */
  ceiling: { p50Ms: number; p99Ms: number };
  /** Matching the campaigns, then the merchandised search. */
  withCampaigns: { p50Ms: number; p99Ms: number };
  /** Matching alone (`vmSearchEffect`). */
  matchingP50Ms: number;
}

const WORD = /^[a-z]{4,}$/;

/**
 * 50 campaigns as a shop might keep them: each triggered by a word shoppers search (some only
 * with a colour filter applied, some on either of two words), valid for a window around now,
 * pinning 3 products, boosting and burying 5 and removing 2.
 */
export function benchCampaigns(catalogue: BenchProduct[], queries: BenchQuery[]): Campaign[] {
  const r = rng(4242);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const words = [...new Set(queries.flatMap((q) => q.text.split(' ')).filter((w) => WORD.test(w)))];
  const chosen = (type: CampaignAction['type'], picked: BenchProduct[]): CampaignAction => ({
    type,
    products: picked.map((p) => ({
      id: p.id,
      title: p.title,
      image: '',
      price: p.price,
      url: '',
      isAlive: true,
    })),
  });
  return Array.from({ length: BENCH_CAMPAIGNS }, (_, i) => {
    const contains: Trigger = {
      queries: [{ type: 'queryContains', value: pick(words) }],
      facet:
        i % 3 === 0
          ? { type: 'filterContains', filters: [{ colour: pick(FACET_COLOURS) }] }
          : { type: 'filterIs', filters: [] },
    };
    const either: Trigger = {
      queries: [{ type: 'queryIs', value: pick(words) }],
      facet: { type: 'filterIs', filters: [] },
    };
    // A product in one action only, as the save rules require.
    const picked = [...new Set(Array.from({ length: 40 }, () => pick(catalogue)))].slice(0, 15);
    return {
      name: `Campaign ${i + 1}`,
      description: '',
      isActive: true,
      validity: { type: 'timeInterval', from: NOW_SECONDS - 86_400, to: NOW_SECONDS + 86_400 },
      conditions: i % 2 === 0 ? [contains, either] : [contains],
      actions: [
        chosen('pin', picked.slice(0, 3)),
        chosen('boost', picked.slice(3, 8)),
        chosen('bury', picked.slice(8, 13)),
        chosen('remove', picked.slice(13, 15)),
      ],
    };
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;
const median = (times: number[]): number =>
  percentile(
    [...times].sort((a, b) => a - b),
    50,
  );
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)) };
};

function engineQuery(q: BenchQuery): SearchQuery {
  return {
    q: q.text,
    limit: LIMIT,
    ...(q.filters ? { filters: { brand: [q.filters.brand], colour: [q.filters.colour] } } : {}),
  };
}

function facts(q: BenchQuery): SearchFacts {
  const filters = q.filters ? [[{ brand: q.filters.brand }], [{ colour: q.filters.colour }]] : [];
  return { q: q.text, filters };
}

/**
 * Times what search does with the campaigns (matching, then the merchandised search) against the
 * same queries without campaigns, alternating the two on every query in every pass so both see
 * the same machine. A query's figure is the median of its passes.
 * @example const figures = timeCampaigns(index, catalogue, queries, 3);
 */
export function timeCampaigns(
  index: SearchIndex,
  catalogue: BenchProduct[],
  queries: Record<QueryClass, BenchQuery[]>,
  repeats: number,
): CampaignFigures {
  const replayed = CLASSES.flatMap((cls) => queries[cls]);
  const rules = compileVmRules(benchCampaigns(catalogue, queries.word), [], {
    dynamicBanner: false,
  });
  const options = { sorted: false, nowSeconds: NOW_SECONDS };
  const run = (q: BenchQuery) => {
    const t0 = performance.now();
    index.search(engineQuery(q));
    const t1 = performance.now();
    const { merchandising } = vmSearchEffect(rules, facts(q), options);
    const t2 = performance.now();
    index.search(merchandising ? { ...engineQuery(q), merchandising } : engineQuery(q));
    const t3 = performance.now();
    return { ceiling: t1 - t0, matching: t2 - t1, withCampaigns: t3 - t1 };
  };
  for (const q of replayed) run(q);
  const passes = replayed.map(() => ({
    ceiling: [] as number[],
    matching: [] as number[],
    withCampaigns: [] as number[],
  }));
  for (let pass = 0; pass < repeats; pass++) {
    replayed.forEach((q, i) => {
      const t = run(q);
      passes[i]!.ceiling.push(t.ceiling);
      passes[i]!.matching.push(t.matching);
      passes[i]!.withCampaigns.push(t.withCampaigns);
    });
  }
  const matched = replayed.filter((q) => vmSearchEffect(rules, facts(q), options).merchandising);
  return {
    campaigns: rules.campaigns.length,
    queries: replayed.length,
    matched: matched.length,
    ceiling: summary(passes.map((p) => median(p.ceiling))),
    withCampaigns: summary(passes.map((p) => median(p.withCampaigns))),
    matchingP50Ms: summary(passes.map((p) => median(p.matching))).p50Ms,
  };
}

/** The campaigns class's lines under the engine table. */
export function printCampaigns(figures: CampaignFigures): void {
  const { ceiling, withCampaigns } = figures;
  console.log(
    `\ncampaigns — ${figures.campaigns} active campaigns, ${figures.queries} queries ` +
      `(${CLASSES.join(', ')}), ${figures.matched} matched by a campaign (ms p50/p99):`,
  );
  console.log(
    `  without campaigns (ceiling) ${ceiling.p50Ms.toFixed(3)}/${ceiling.p99Ms.toFixed(3)}`,
  );
  console.log(
    `  with campaigns              ${withCampaigns.p50Ms.toFixed(3)}/${withCampaigns.p99Ms.toFixed(3)}` +
      ` (matching alone p50 ${figures.matchingP50Ms.toFixed(3)}); target p50 ≤ 1 ms: ` +
      (withCampaigns.p50Ms <= 1 ? 'met' : 'MISSED'),
  );
}
