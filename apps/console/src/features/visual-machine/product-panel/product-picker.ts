import {
  DEFAULT_CUSTOMER_GROUP,
  DEFAULT_PRODUCT_SEARCH_CURRENCY,
  type ProductSearchHit,
  type Shop,
  type SortValue,
  type VmProduct,
} from '@trova/contracts';

/**
 * The product side panel's search (docs/product/visual-machine.md#product-picker): a text, one
 * facet filter and one of the layout's sort options, sent with the storefront search's bracketed
 * parameters.
 */
export interface PickerSearch {
  q: string;
  /** A facet of the shop and one of its values, or none. */
  filter: { facet: string; value: string } | null;
  /** A sort option as `key:DIRECTION`; relevance (the engine's own order) is null. */
  sort: string | null;
}

export const EMPTY_PICKER_SEARCH: PickerSearch = { q: '', filter: null, sort: null };

/** The relevance option of the layout: the engine's own order, sent as no sort at all. */
const RELEVANCE_KEY = 'score';

/**
 * The currency of the shop's price group, EUR by default.
 * @example pickerCurrency({ setup: null }) // 'EUR'
 */
export function pickerCurrency(shop: Pick<Shop, 'setup'>): string {
  return shop.setup?.config.groupPrice.currencyCode || DEFAULT_PRODUCT_SEARCH_CURRENCY;
}

/**
 * The query string of one page, flat as the API reads it (`filters[0][0][brand]`).
 * @example pickerParams({ q: 'tv', filter: null, sort: 'selling_price:ASC' }, 10, 'EUR')['sort[0][selling_price]'] // 'ASC'
 */
export function pickerParams(
  search: PickerSearch,
  offset: number,
  currency: string,
): Record<string, string> {
  const params: Record<string, string> = {
    q: search.q.trim(),
    offset: String(offset),
    customer_group_id: DEFAULT_CUSTOMER_GROUP,
    currency,
  };
  if (search.filter && search.filter.value !== '') {
    params[`filters[0][0][${search.filter.facet}]`] = search.filter.value;
  }
  const [key, direction] = (search.sort ?? '').split(':');
  if (key && direction && key !== RELEVANCE_KEY) params[`sort[0][${key}]`] = direction;
  return params;
}

/**
 * The layout's active sort options for the panel's sort list, after relevance (always offered).
 * @example sortChoices([{ key: 'selling_price', label: 'Price', active: true, value: { value: 'ASC' } }]) // [{ value: 'selling_price:ASC', label: 'Price' }]
 */
export function sortChoices(
  values: readonly Pick<SortValue, 'key' | 'label' | 'active' | 'value'>[],
): { value: string; label: string }[] {
  return values
    .filter((option) => option.active && option.key !== RELEVANCE_KEY)
    .map((option) => ({ value: `${option.key}:${option.value.value}`, label: option.label }));
}

/**
 * A search hit as an action's product. It comes from the catalogue, so it is alive; the image is
 * the first, behind the shop's image prefix.
 * @example toVmProduct({ header: { externalId: '1', imagePrefix: 'https://i/' }, data: { title: 'T', image: ['a.jpg'], url: 'u' }, pricing: { sellingPrice: 2 } }).image // 'https://i/a.jpg'
 */
export function toVmProduct(hit: ProductSearchHit): VmProduct {
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

/**
 * Adds a product, or removes it when already chosen; a new one goes last.
 * @example toggleProduct([], { id: '1' } as VmProduct).length // 1
 */
export function toggleProduct(selected: readonly VmProduct[], product: VmProduct): VmProduct[] {
  return selected.some((chosen) => chosen.id === product.id)
    ? selected.filter((chosen) => chosen.id !== product.id)
    : [...selected, product];
}

/**
 * The values of a facet in the current answer's stats, for the panel's filter.
 * @example facetValues({ brand: { Nike: 3, Asics: 2 } }, 'brand') // ['Nike', 'Asics']
 */
export function facetValues(
  stats: Readonly<Record<string, Readonly<Record<string, unknown>>>> | undefined,
  facet: string,
): string[] {
  return Object.keys(stats?.[facet] ?? {});
}
