import type { LayerFormat } from '../i18n/layer-format';

/** The price facet's field (docs/product/layout-design.md#facets: "price, the price facet"). */
export const PRICE_FACET = 'price';

/**
 * A range end as shoppers read it: prices with two decimals (the configuration names no currency,
 * each product carries its own), other numbers as counts.
 */
export function formatRangeValue(facet: string, value: number, format: LayerFormat): string {
  return facet === PRICE_FACET ? format.price(value, null) : format.count(value);
}
