import { describe, expect, it } from 'vitest';
import { noMarketPrices } from './no-market-prices';

describe('no market prices', () => {
  it('answers no website for any product', async () => {
    expect((await noMarketPrices.forProducts('s1', ['a', 'b'])).size).toBe(0);
  });
});
