import { priceGapPercent } from '@trova/contracts';
import { formatRate } from '../../lib/format/number-format';

export type PriceTone = 'above' | 'below' | 'equal';

export interface PriceComparison {
  tone: PriceTone;
  /** How far our price is from the market's, in percent of the market price, unsigned. */
  percent: string;
}

/**
 * Our price against the market's: above the market is worse for the shop (red), below better
 * (green). Null without a market price, which the table shows as "—".
 * @example comparePrice(110, 100) // { tone: 'above', percent: '10,0' }
 */
export function comparePrice(price: number, market: number | null): PriceComparison | null {
  if (market === null || market <= 0) return null;
  const gap = priceGapPercent(price, market);
  const tone: PriceTone = gap > 0 ? 'above' : gap < 0 ? 'below' : 'equal';
  return { tone, percent: formatRate(Math.abs(gap)) };
}

/** Mantine colour of a comparison, seen from the shop: cheaper is green, dearer red. */
export const TONE_COLOR: Record<PriceTone, string> = {
  above: 'red',
  below: 'green',
  equal: 'gray',
};
