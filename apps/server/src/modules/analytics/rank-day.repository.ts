import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import { BLOCK_COUNTS, TermTotals, type BlockKind } from './rank-blocks';
import { rebuildSpans, replaceBlock, termIds, type DayTermCounts } from './rank-blocks.repository';

const DEVICES = ['desktop', 'mobile'] as const;

/**
 * Adds counts (negative ones too) to one shop's day block of a kind, drops the terms left at zero,
 * then rebuilds the week and four weeks holding the day. Runs inside the caller's transaction (the
 * incremental rollup's), so its invariant holds: the stored day is the full rollup's day, and a
 * longer block the sum of its inner ones. Reads the day's block, not the day's events.
 * @example await addRankDay(trx, 's1', 20_000, 'product', [{ term: 'p1', device: 'mobile', counts: [1, 0, 0] }]);
 */
export async function addRankDay(
  trx: Kysely<Database>,
  shopId: string,
  day: number,
  kind: BlockKind,
  changes: readonly DayTermCounts[],
): Promise<void> {
  if (changes.length === 0) return;
  const width = BLOCK_COUNTS[kind].length;
  const ids = await termIds(trx, shopId, kind, [...new Set(changes.map((row) => row.term))]);
  const stored = await trx
    .selectFrom('analytics_rank_blocks')
    .select(['device', 'ids', 'counts'])
    .where('shop_id', '=', shopId)
    .where('kind', '=', kind)
    .where('span', '=', 1)
    .where('start_day', '=', day)
    .execute();
  for (const device of DEVICES) {
    const sums = new TermTotals(width);
    for (const block of stored) if (block.device === device) sums.decodeAndAdd(block);
    const touched = changes.filter((row) => row.device === device);
    if (touched.length === 0) continue;
    for (const row of touched) sums.add(ids.get(row.term) ?? -1, row.counts);
    const kept = new TermTotals(width);
    for (const id of sums.ids()) {
      const counts = sums.get(id);
      if (counts.some((count) => count !== 0)) kept.add(id, counts);
    }
    await replaceBlock(trx, { shopId, kind, span: 1, startDay: day, device }, kept);
  }
  await rebuildSpans(trx, shopId, day, kind);
}
