import { catalogueProductSchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  STOREDEN_FIXTURE_BRANDS,
  STOREDEN_FIXTURE_CATEGORIES,
} from './fakes/storeden/storeden.fixtures';
import { generateStoredenProducts } from './fakes/storeden/storeden.generator';
import { mapStoredenProduct } from './storeden.mapper';
import {
  brandIndex,
  categoryIndex,
  isCompleteRow,
  mapLimit,
  storedenRows,
  storedenTimestamp,
} from './storeden-values';

describe('storedenTimestamp', () => {
  it('reads epoch seconds and milliseconds, as numbers or digits', () => {
    expect(storedenTimestamp(1_790_000_000)).toBe(1_790_000_000);
    expect(storedenTimestamp(1_790_000_000_123)).toBe(1_790_000_000);
    expect(storedenTimestamp('1790000000')).toBe(1_790_000_000);
  });

  it('reads dates with a zone as written and dates without one as UTC', () => {
    expect(storedenTimestamp('2026-11-20T10:00:00+01:00')).toBe(Date.UTC(2026, 10, 20, 9) / 1000);
    expect(storedenTimestamp('2026-11-20 10:00:00')).toBe(Date.UTC(2026, 10, 20, 10) / 1000);
  });

  it('reads MongoDB dates as PHP and the shell print them', () => {
    expect(storedenTimestamp({ sec: 1_790_000_000, usec: 0 })).toBe(1_790_000_000);
    expect(storedenTimestamp({ $date: '2026-11-20T10:00:00Z' })).toBe(
      Date.UTC(2026, 10, 20, 10) / 1000,
    );
  });

  it('is null for what is not a time', () => {
    for (const value of [undefined, null, '', 'ieri', Number.NaN, {}, []]) {
      expect(storedenTimestamp(value)).toBeNull();
    }
  });
});

describe('storedenRows', () => {
  it('takes a bare array or the array an envelope wraps', () => {
    expect(storedenRows([{ uid: 1 }], 'x')).toEqual([{ uid: 1 }]);
    expect(storedenRows({ items: [{ uid: 2 }], total: 1 }, 'x')).toEqual([{ uid: 2 }]);
    expect(storedenRows({ data: [{ uid: 3 }] }, 'x')).toEqual([{ uid: 3 }]);
    expect(storedenRows([], 'x')).toEqual([]);
  });

  it('refuses anything else instead of reading it as no rows', () => {
    for (const body of [{}, { error: 404, message: 'x' }, 'nope', null, [1, 2], { rows: [] }]) {
      expect(() => storedenRows(body, 'products/list.json')).toThrow(
        expect.objectContaining({ code: 'platform-answer-invalid' }),
      );
    }
  });
});

describe('isCompleteRow', () => {
  const row = { uid: 1, title: 'Zaino', slug: 'zaino' };

  it('needs a title, an address and the stock', () => {
    expect(isCompleteRow({ ...row, stock_count: 0 })).toBe(true);
    expect(isCompleteRow({ ...row, unlimited: 1 })).toBe(true);
    expect(isCompleteRow(row)).toBe(false);
    expect(isCompleteRow({ ...row, slug: undefined, stock_count: 2 })).toBe(false);
    expect(isCompleteRow({ uid: 1, slug: 'zaino', stock_count: 2 })).toBe(false);
  });

  it('needs the stock of every variant when the product has variants', () => {
    const variants = [{ sku: 'a', stock_count: 1 }, { sku: 'b' }];
    expect(isCompleteRow({ ...row, usevariants: 1, variants, stock_count: 3 })).toBe(false);
    expect(
      isCompleteRow({ ...row, usevariants: 1, variants: [{ sku: 'a', stock_count: 0 }] }),
    ).toBe(true);
  });
});

describe('mapLimit', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const result = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return n * 10;
    });
    expect(result).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
    expect(await mapLimit([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});

describe('generateStoredenProducts', () => {
  it('makes products that all map to valid catalogue products, every fiftieth hidden', () => {
    const context = {
      storeUrl: 'https://bench.example',
      currency: 'EUR',
      categories: categoryIndex(STOREDEN_FIXTURE_CATEGORIES),
      brands: brandIndex(STOREDEN_FIXTURE_BRANDS),
    };
    const mapped = generateStoredenProducts(100).map((p) => mapStoredenProduct(p, context));
    expect(mapped.filter((p) => p === null)).toHaveLength(2);
    for (const product of mapped) {
      if (product) expect(catalogueProductSchema.safeParse(product).success).toBe(true);
    }
  });
});
