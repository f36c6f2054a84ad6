import { defaultSortValues } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { sortIsOption, tableRanking } from './analytics-filters.service';

const [relevance, priceUp, priceDown] = defaultSortValues();

describe('filters screen', () => {
  it('reads table orders, descending unless asked, and refuses unknown ones', () => {
    expect(tableRanking('')).toBe('table_searches_desc');
    expect(tableRanking('CTR')).toBe('table_ctr_desc');
    expect(tableRanking('searches:asc')).toBe('table_searches_asc');
    expect(() => tableRanking('clicks')).toThrow(/Unknown table order/);
    expect(() => tableRanking('ctr:up')).toThrow(/Unknown table order/);
  });

  it('matches recorded sort keys to layout options by field and direction', () => {
    if (!relevance || !priceUp || !priceDown) throw new Error('default sort options changed');
    expect(sortIsOption('', relevance)).toBe(true);
    expect(sortIsOption('', priceUp)).toBe(false);
    expect(sortIsOption('selling_price:asc', priceUp)).toBe(true);
    expect(sortIsOption('selling_price:asc', priceDown)).toBe(false);
    expect(sortIsOption('{"selling_price":"DESC"}', priceDown)).toBe(true);
    expect(sortIsOption('brand:asc', priceUp)).toBe(false);
  });
});
