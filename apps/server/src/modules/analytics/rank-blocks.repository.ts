import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { AnalyticsScope } from './analytics-scope';
import {
  BLOCK_COUNTS,
  BLOCK_SPANS,
  blockPieces,
  blockStart,
  innerSpan,
  TermTotals,
  type BlockKind,
  type BlockSpan,
  type EncodedBlock,
} from './rank-blocks';

const DEVICES = ['desktop', 'mobile'] as const;
type Device = (typeof DEVICES)[number];

/** Terms a statement looks up or inserts: well under both dialects' parameter limits. */
const TERMS_PER_STATEMENT = 500;

/** Shops whose term dictionaries a process keeps (a dictionary only ever grows). */
const CACHED_DICTIONARIES = 64;

/** One term's counts on a day, in `BLOCK_COUNTS[kind]` order. */
export interface DayTermCounts {
  term: string;
  device: Device;
  counts: readonly number[];
}

/** A term's counts summed over a scope. */
export interface TermSums {
  term: string;
  counts: number[];
}

const toBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Ids of the terms, allocating the missing ones. The counter row is locked first (PostgreSQL
 * keeps the lock until commit), so one shop's rank blocks are written by one transaction at a time
 * and ids are never allocated twice; SQLite has a single writer anyway.
 */
export async function termIds(
  trx: Kysely<Database>,
  shopId: string,
  kind: BlockKind,
  terms: readonly string[],
): Promise<Map<string, number>> {
  await trx
    .insertInto('analytics_term_counters')
    .values({ shop_id: shopId, kind, next_id: 0 })
    .onConflict((conflict) => conflict.columns(['shop_id', 'kind']).doNothing())
    .execute();
  const counter = await trx
    .updateTable('analytics_term_counters')
    .set((eb) => ({ next_id: eb.ref('next_id') }))
    .where('shop_id', '=', shopId)
    .where('kind', '=', kind)
    .returning('next_id')
    .executeTakeFirstOrThrow();
  const ids = new Map<string, number>();
  for (let start = 0; start < terms.length; start += TERMS_PER_STATEMENT) {
    const rows = await trx
      .selectFrom('analytics_terms')
      .select(['term', 'term_id'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .where('term', 'in', terms.slice(start, start + TERMS_PER_STATEMENT))
      .execute();
    for (const row of rows) ids.set(row.term, Number(row.term_id));
  }
  const missing = terms.filter((term) => !ids.has(term));
  if (missing.length === 0) return ids;
  const first = Number(counter.next_id);
  const rows = missing.map((term, index) => ({
    shop_id: shopId,
    kind,
    term_id: first + index,
    term,
  }));
  for (let start = 0; start < rows.length; start += TERMS_PER_STATEMENT) {
    await trx
      .insertInto('analytics_terms')
      .values(rows.slice(start, start + TERMS_PER_STATEMENT))
      .execute();
  }
  await trx
    .updateTable('analytics_term_counters')
    .set({ next_id: first + missing.length })
    .where('shop_id', '=', shopId)
    .where('kind', '=', kind)
    .execute();
  for (const row of rows) ids.set(row.term, row.term_id);
  return ids;
}

/** Replaces one block with `totals`; no terms, no block. */
export async function replaceBlock(
  trx: Kysely<Database>,
  key: { shopId: string; kind: BlockKind; span: BlockSpan; startDay: number; device: Device },
  totals: TermTotals,
): Promise<void> {
  await trx
    .deleteFrom('analytics_rank_blocks')
    .where('shop_id', '=', key.shopId)
    .where('kind', '=', key.kind)
    .where('span', '=', key.span)
    .where('start_day', '=', key.startDay)
    .where('device', '=', key.device)
    .execute();
  if (totals.termCount === 0) return;
  const block = totals.encode();
  await trx
    .insertInto('analytics_rank_blocks')
    .values({
      shop_id: key.shopId,
      kind: key.kind,
      span: key.span,
      start_day: key.startDay,
      device: key.device,
      ids: toBuffer(block.ids),
      counts: toBuffer(block.counts),
    })
    .execute();
}

/**
 * Replaces one shop's day of a kind with `rows`, then rebuilds the week and the four weeks holding
 * that day from their inner blocks. Runs inside the caller's transaction (the day's rollup), so
 * readers see every span of the day before or after, never a mix.
 * @example await writeRankDay(trx, 's1', 20_000, 'query', [{ term: 'tv', device: 'mobile', counts: [1, 0, 1, 0] }]);
 */
export async function writeRankDay(
  trx: Kysely<Database>,
  shopId: string,
  day: number,
  kind: BlockKind,
  rows: readonly DayTermCounts[],
): Promise<void> {
  const width = BLOCK_COUNTS[kind].length;
  const ids = await termIds(trx, shopId, kind, [...new Set(rows.map((row) => row.term))]);
  for (const device of DEVICES) {
    const totals = new TermTotals(width);
    for (const row of rows) {
      if (row.device === device) totals.add(ids.get(row.term) ?? -1, row.counts);
    }
    await replaceBlock(trx, { shopId, kind, span: 1, startDay: day, device }, totals);
  }
  await rebuildSpans(trx, shopId, day, kind);
}

/**
 * Rebuilds the week and the four weeks holding `day` from their inner blocks, after the day's own
 * block changed (in the same transaction).
 */
export async function rebuildSpans(
  trx: Kysely<Database>,
  shopId: string,
  day: number,
  kind: BlockKind,
): Promise<void> {
  const width = BLOCK_COUNTS[kind].length;
  for (const span of [...BLOCK_SPANS].reverse()) {
    const inner = innerSpan(span);
    if (span === 1 || inner === null) continue;
    const startDay = blockStart(day, span);
    const blocks = await trx
      .selectFrom('analytics_rank_blocks')
      .select(['device', 'ids', 'counts'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .where('span', '=', inner)
      .where('start_day', '>=', startDay)
      .where('start_day', '<', startDay + span)
      .execute();
    for (const device of DEVICES) {
      const totals = new TermTotals(width);
      for (const block of blocks) if (block.device === device) totals.decodeAndAdd(block);
      await replaceBlock(trx, { shopId, kind, span, startDay, device }, totals);
    }
  }
}

/**
 * Reads of the rank blocks for the analytics lists. Term texts come from a per-process cache of
 * each shop's dictionary, which only grows: an id it lacks is read from the database.
 */
export class RankBlocksRepository {
  private readonly dictionaries = new Map<string, string[]>();

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Every term with counts in the scope, its counts summed over the scope's days and devices.
   * @example (await blocks.sums(scope, 'product')).find((row) => row.term === 'sku-1')?.counts
   */
  async sums(scope: AnalyticsScope, kind: BlockKind): Promise<TermSums[]> {
    const pieces = blockPieces(scope.fromDay, scope.toDay);
    if (pieces.length === 0) return [];
    const bySpan = new Map<BlockSpan, number[]>();
    for (const piece of pieces) {
      bySpan.set(piece.span, [...(bySpan.get(piece.span) ?? []), piece.startDay]);
    }
    let query = this.db
      .selectFrom('analytics_rank_blocks')
      .select(['ids', 'counts'])
      .where('shop_id', '=', scope.shopId)
      .where('kind', '=', kind)
      .where((eb) =>
        eb.or(
          [...bySpan].map(([span, starts]) =>
            eb.and([eb('span', '=', span), eb('start_day', 'in', starts)]),
          ),
        ),
      );
    if (scope.device !== 'all') query = query.where('device', '=', scope.device);
    const blocks: EncodedBlock[] = await query.execute();
    const totals = new TermTotals(BLOCK_COUNTS[kind].length);
    for (const block of blocks) totals.decodeAndAdd(block);
    const ids = totals.ids();
    const terms = await this.dictionary(scope.shopId, kind, ids);
    return ids.map((id) => ({ term: terms[id] ?? '', counts: totals.get(id) }));
  }

  private async dictionary(
    shopId: string,
    kind: BlockKind,
    ids: readonly number[],
  ): Promise<string[]> {
    const key = `${shopId}\n${kind}`;
    let terms = this.dictionaries.get(key) ?? [];
    if (ids.some((id) => terms[id] === undefined)) {
      const rows = await this.db
        .selectFrom('analytics_terms')
        .select(['term_id', 'term'])
        .where('shop_id', '=', shopId)
        .where('kind', '=', kind)
        .where('term_id', '>=', terms.length)
        .execute();
      terms = [...terms];
      for (const row of rows) terms[Number(row.term_id)] = row.term;
      const lost = ids.find((id) => terms[id] === undefined);
      if (lost !== undefined)
        throw new Error(`Analytics term ${lost} of shop ${shopId} is missing`);
    }
    // Most recently used last; the oldest goes past the limit.
    this.dictionaries.delete(key);
    this.dictionaries.set(key, terms);
    const oldest = this.dictionaries.keys().next().value;
    if (this.dictionaries.size > CACHED_DICTIONARIES && oldest !== undefined) {
      this.dictionaries.delete(oldest);
    }
    return terms;
  }
}
