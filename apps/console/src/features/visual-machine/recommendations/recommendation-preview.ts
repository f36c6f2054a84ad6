import {
  DEFAULT_CUSTOMER_GROUP,
  HISTORY_SORT_KEYS,
  type SearchHit,
  type VmProduct,
} from '@trova/contracts';
import { mayAscend } from './recommendation-query';

/**
 * The carousel preview (docs/product/visual-machine.md#recommendations): the products the server
 * would serve for the draft, worked out as the server does.
 */

const FILTER_PRICE = /\[(sellingPrice|selling_price)\]/;
const SORT_KEY = /^sort\[\d{1,3}\]\[([^\]]+)\]$/;
/** The storefront search's name for the selling price sort. */
const PRICE_SORT = 'selling_price';

/**
 * A stored query string as the product picker's search reads it, at `offset`: the selling price
 * is the index's `price`; a history sort is left out (the picker knows no shoppers' history) and
 * so are sorts other than the price, which served recommendations ignore too.
 * @example previewParams('q=sofa&sort%5B0%5D%5BsellingPrice%5D=ASC', 0, 'EUR')['sort[0][selling_price]'] // 'ASC'
 */
export function previewParams(
  queryString: string,
  offset: number,
  currency: string,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(queryString)) {
    const sort = SORT_KEY.exec(key);
    if (sort) {
      if (mayAscend(sort[1]!)) params[`sort[0][${PRICE_SORT}]`] = value;
      continue;
    }
    params[key.replace(FILTER_PRICE, '[price]')] = value;
  }
  return {
    ...params,
    offset: String(offset),
    customer_group_id: DEFAULT_CUSTOMER_GROUP,
    currency,
  };
}

/**
 * Whether a stored query string sorts by the shoppers' history, which the preview cannot rank.
 * @example sortsByHistory('q=&sort%5B0%5D%5Bhistory.clicks%5D=DESC') // true
 */
export function sortsByHistory(queryString: string): boolean {
  for (const key of new URLSearchParams(queryString).keys()) {
    const sort = SORT_KEY.exec(key);
    if (sort && (HISTORY_SORT_KEYS as readonly string[]).includes(sort[1]!)) return true;
  }
  return false;
}

/**
 * A manual recommendation's products as served: the chosen ones the catalogue still has, in the
 * chosen order, up to its size.
 * @example manualPreview([p1, gone, p2], 2) // [p1, p2]
 */
export function manualPreview(products: readonly VmProduct[], size: number): VmProduct[] {
  return products.filter((product) => product.isAlive).slice(0, size);
}

/**
 * A served product (a search hit) as the preview shows it.
 * @example servedProduct(hit).id // hit.header.externalId
 */
export function servedProduct(hit: SearchHit): VmProduct {
  const image = hit.data.image[0];
  return {
    id: hit.header.externalId,
    title: hit.data.title,
    image: image ? `${hit.header.imagePrefix}${image}` : '',
    price: hit.pricing.sellingPrice,
    url: hit.data.url,
    isAlive: true,
  };
}
