import { describe, expect, it } from 'vitest';
import { comparePrice } from './price-comparison';

describe('comparePrice', () => {
  it('says how far above or below the market our price is', () => {
    expect(comparePrice(110, 100)).toEqual({ tone: 'above', percent: '10,0' });
    expect(comparePrice(87.5, 100)).toEqual({ tone: 'below', percent: '12,5' });
    expect(comparePrice(100.01, 100)).toEqual({ tone: 'equal', percent: '0,0' });
  });

  it('has nothing to compare without a market price', () => {
    expect(comparePrice(10, null)).toBeNull();
    expect(comparePrice(10, 0)).toBeNull();
  });
});
