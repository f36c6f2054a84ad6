import { describe, expect, it } from 'vitest';
import { seededRandom } from '../simulator/index';
import { BLOCK_SPANS, blockPieces, blockStart, innerSpan, TermTotals } from './rank-blocks';

describe('blockPieces', () => {
  it('covers every day of any range exactly once, with aligned blocks, in day order', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 500; run += 1) {
      const fromDay = 19_000 + random.int(400);
      const toDay = fromDay - 1 + random.int(420);
      const pieces = blockPieces(fromDay, toDay);
      const days = pieces.flatMap(({ span, startDay }) =>
        Array.from({ length: span }, (_, index) => startDay + index),
      );
      const expected = Array.from({ length: toDay - fromDay + 1 }, (_, index) => fromDay + index);
      expect(days).toEqual(expected);
      for (const piece of pieces) expect(piece.startDay % piece.span).toBe(0);
    }
  });

  it('reads 90 days in at most 18 blocks, where days alone would take 90', () => {
    let most = 0;
    for (let fromDay = 20_000; fromDay < 20_028; fromDay += 1) {
      most = Math.max(most, blockPieces(fromDay, fromDay + 89).length);
    }
    expect(most).toBeLessThanOrEqual(18);
    expect(blockPieces(27, 35)).toEqual([
      { span: 1, startDay: 27 },
      { span: 7, startDay: 28 },
      { span: 1, startDay: 35 },
    ]);
  });

  it('answers nothing for an empty range', () => {
    expect(blockPieces(10, 9)).toEqual([]);
  });

  it('nests each span in the next longer one', () => {
    expect(blockStart(30, 28)).toBe(28);
    expect(blockStart(30, 7)).toBe(28);
    expect(innerSpan(28)).toBe(7);
    expect(innerSpan(7)).toBe(1);
    expect(innerSpan(1)).toBeNull();
    for (const [index, span] of BLOCK_SPANS.entries()) {
      const inner = BLOCK_SPANS[index + 1];
      if (inner) expect(span % inner).toBe(0);
    }
  });
});

describe('TermTotals', () => {
  it('sums encoded blocks to what adding their rows one by one gives', () => {
    const random = seededRandom(11);
    const naive = new Map<number, number[]>();
    const summed = new TermTotals(3);
    for (let block = 0; block < 20; block += 1) {
      const rows = new TermTotals(3);
      for (let row = 0; row < 50; row += 1) {
        const id = random.int(300);
        const counts = [random.int(1000), random.int(5), random.int(2)];
        rows.add(id, counts);
        const before = naive.get(id) ?? [0, 0, 0];
        naive.set(
          id,
          before.map((value, index) => value + (counts[index] ?? 0)),
        );
      }
      summed.decodeAndAdd(rows.encode());
    }
    expect(summed.ids()).toEqual([...naive.keys()].sort((a, b) => a - b));
    for (const [id, counts] of naive) expect(summed.get(id)).toEqual(counts);
    expect(summed.termCount).toBe(naive.size);
  });

  it('decodes a block whose bytes start at an odd offset, as a driver may hand them', () => {
    const totals = new TermTotals(2);
    totals.add(5, [7, 1]);
    totals.add(70_000, [4_000_000_000, 0]);
    const { ids, counts } = totals.encode();
    const shifted = (bytes: Uint8Array) => new Uint8Array([0, ...bytes]).subarray(1);
    const copy = new TermTotals(2);
    copy.decodeAndAdd({ ids: shifted(ids), counts: shifted(counts) });
    expect(copy.get(70_000)).toEqual([4_000_000_000, 0]);
    expect(copy.get(5)).toEqual([7, 1]);
    expect(copy.get(6)).toEqual([0, 0]);
  });

  it('refuses a damaged block, a bad id and a count past 32 bits', () => {
    const totals = new TermTotals(2);
    expect(() =>
      totals.decodeAndAdd({ ids: new Uint8Array(4), counts: new Uint8Array(4) }),
    ).toThrow(/damaged/);
    expect(() =>
      totals.decodeAndAdd({ ids: new Uint8Array(3), counts: new Uint8Array(0) }),
    ).toThrow();
    expect(() => totals.add(-1, [1, 1])).toThrow(/term id/);
    totals.add(1, [2 ** 32, 0]);
    expect(() => totals.encode()).toThrow(/out of range/);
  });
});
