import {
  QUERY_HIGHLIGHT_KEYS,
  type HighlightItem,
  type QueryHighlights,
  type QueryInfo,
  type QueryProduct,
} from '@trova/contracts';
import { testShop } from '../../test/shop-fixture';

/** The calls every analytics screen needs besides its own: the shop list and the plan. */
export function analyticsApiStub(handlers: Record<string, unknown> = {}) {
  return { 'GET /shops': [testShop()], 'GET /customers/me/plan': [], ...handlers };
}

/** `count` rows named after their list, e.g. `noClicks 1`; product rows carry an id. */
export function highlightRows(type: string, count: number, from = 0): HighlightItem[] {
  return Array.from({ length: count }, (_, index) => ({
    value: `${type} ${from + index + 1}`,
    count: 100 - from - index,
    ...(type.endsWith('Products') ? { id: `${type}-id-${from + index + 1}` } : {}),
  }));
}

/** Eight highlights of two rows each. */
export function highlights(): QueryHighlights {
  const entries = QUERY_HIGHLIGHT_KEYS.map((key) => [key, highlightRows(key, 2)] as const);
  return Object.fromEntries(entries) as QueryHighlights;
}

/** A shop-1 analytics path with a fixed device and range, as the shared controls write it. */
export const RANGE_SEARCH = '?device=mobile&from=1699920000&to=1700524799';
export const RANGE_BODY = { device: 'mobile', date: { from: 1_699_920_000, to: 1_700_524_799 } };

/** A product row of a query's table. */
export function queryProduct(
  position: number,
  overrides: Partial<QueryProduct> = {},
): QueryProduct {
  return {
    position,
    name: `Product ${position}`,
    sku: `sku-${position}`,
    ctr: 12.34,
    conversion: 3.06,
    price: 1234.5,
    marketPrice: null,
    ...overrides,
  };
}

/** A query-info answer whose chart counts 10 intents a day and 4 with clicks. */
export function queryInfo(products: {
  all?: QueryProduct[];
  query?: QueryProduct[];
  filters?: QueryProduct[];
}): QueryInfo {
  return {
    chartData: {
      columns: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      data: [Array(7).fill(10) as number[], Array(7).fill(4) as number[]],
    },
    queryProducts: { all: [], query: [], filters: [], ...products },
  };
}
