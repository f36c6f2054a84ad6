import { QUERY_ID_MAX_AGE_MS } from '@trova/contracts';
import type { Insertable } from 'kysely';
import type { EventsTable } from '../../db/database.schema';

/** A row of the log as the events call builds it (`NewEvent`). */
type NewEvent = Insertable<EventsTable>;

/**
 * How long after a search a cart or purchase that names no `queryID` is still attributed to it
 * (docs/product/analytics.md#attribution): a day, the life of a `queryID` itself, so an inferred
 * id vouches for its event exactly as one the storefront had carried along would.
 */
export const ATTRIBUTION_WINDOW_MS = QUERY_ID_MAX_AGE_MS;

/** Stored trail steps read for one shopper: far more than a human makes in a day. */
export const ATTRIBUTION_TRAIL_MAX = 500;

/** What the rule reads of a logged event: a search and the products it showed, or a click. */
export type TrailRow = Pick<NewEvent, 'kind' | 'query_id' | 'object_ids' | 'occurred_at' | 'flag'>;

/** A search that showed products, or a click on them, under the search's queryID. */
interface TrailStep {
  click: boolean;
  queryId: string;
  at: number;
}

/** Where a shopper's earlier searches and clicks are read from. */
export interface TrailSources {
  /** The log's human searches and clicks of the shopper in `[from, to]`, newest first. */
  stored(shopId: string, userToken: string, from: number, to: number): Promise<TrailRow[]>;
  /** Events taken but not yet written (the writer's buffer), any order. */
  pending(shopId: string, userToken: string): readonly TrailRow[];
}

const CONVERSIONS: ReadonlySet<string> = new Set(['add-to-cart', 'purchase']);

function objectIdsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Each product's steps, newest first: one pass over the trail, then a conversion looks only at
 * its own products' lists (linear in the trail and the batch, never their product).
 */
function stepsByProduct(trail: readonly TrailRow[]): Map<string, TrailStep[]> {
  const byProduct = new Map<string, TrailStep[]>();
  for (const row of trail) {
    const click = row.kind === 'click';
    if ((!click && row.kind !== 'search') || !row.query_id) continue;
    const step = { click, queryId: row.query_id, at: row.occurred_at };
    for (const id of new Set(objectIdsOf(row.object_ids))) {
      const steps = byProduct.get(id);
      if (steps) steps.push(step);
      else byProduct.set(id, [step]);
    }
  }
  for (const steps of byProduct.values()) steps.sort((a, b) => b.at - a.at);
  return byProduct;
}

/**
 * The queryID a cart or purchase without one is attributed to, by the rule of
 * docs/product/analytics.md#attribution: among the shopper's steps at most
 * `ATTRIBUTION_WINDOW_MS` before it, the latest click on one of its products (the search that led
 * to the product), else the latest search that showed one of them among its first results.
 * @example attributedQueryId(['p1'], Date.now(), stepsByProduct(trail)) // 'a3f…' or undefined
 */
function attributedQueryId(
  objectIds: readonly string[],
  at: number,
  byProduct: ReadonlyMap<string, readonly TrailStep[]>,
): string | undefined {
  let click: TrailStep | undefined;
  let shown: TrailStep | undefined;
  for (const id of objectIds) {
    for (const step of byProduct.get(id) ?? []) {
      if (step.at > at) continue;
      if (step.at < at - ATTRIBUTION_WINDOW_MS) break;
      if (step.click) {
        if (!click || step.at > click.at) click = step;
      } else if (!shown || step.at > shown.at) shown = step;
    }
  }
  return (click ?? shown)?.queryId;
}

/**
 * Gives the carts and purchases of a batch that name no `queryID` the one of the shopper's last
 * search that led to or showed the product (docs/product/analytics.md#attribution), in place,
 * before the batch is flagged and queued: every report, and anything else reading the log, then
 * sees an attributed event. One indexed read of the log per shopper of such events; the batch's
 * own earlier clicks and the writer's buffer count too, so a purchase sent a second after its
 * click is attributed. Answers how many events were given a queryID.
 * @example
 * const attribution = new ConversionAttribution(sources);
 * await attribution.attribute('s1', rows); // rows[i].query_id set where a search is found
 */
export class ConversionAttribution {
  constructor(private readonly sources: TrailSources) {}

  async attribute(shopId: string, rows: NewEvent[]): Promise<number> {
    const orphansByUser = new Map<string, NewEvent[]>();
    const clicksByUser = new Map<string, NewEvent[]>();
    for (const row of rows) {
      const clicked = row.kind === 'click';
      if (!clicked && (!CONVERSIONS.has(row.kind) || row.query_id)) continue;
      const byUser = clicked ? clicksByUser : orphansByUser;
      const list = byUser.get(row.user_token);
      if (list) list.push(row);
      else byUser.set(row.user_token, [row]);
    }
    let attributed = 0;
    for (const [user, orphans] of orphansByUser) {
      const times = orphans.map((row) => row.occurred_at);
      const from = Math.min(...times) - ATTRIBUTION_WINDOW_MS;
      const to = Math.max(...times);
      const trail = [
        ...(await this.sources.stored(shopId, user, from, to)),
        ...this.sources.pending(shopId, user).filter((row) => row.flag === 'human'),
        ...(clicksByUser.get(user) ?? []),
      ];
      const byProduct = stepsByProduct(trail);
      for (const row of orphans) {
        const queryId = attributedQueryId(objectIdsOf(row.object_ids), row.occurred_at, byProduct);
        if (queryId === undefined) continue;
        row.query_id = queryId;
        attributed += 1;
      }
    }
    return attributed;
  }
}
