/** The market prices tab of analytics (docs/product/analytics.md#market-prices). */
export const marketPricesPath = '/analytics/market-prices';
