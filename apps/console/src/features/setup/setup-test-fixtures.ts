import { ATTRIBUTE_TYPES, SEARCH_TYPES } from '@trova/contracts';
import { testShop } from '../../test/shop-fixture';

export { testShop };

export const TEST_ATTRIBUTES = ['title', 'sku', 'price', 'sale_price', 'brand', 'colour'];

/** Reference lists the setup screens load, keyed for `stubApi`. */
export const REFERENCE_HANDLERS = {
  'GET /shops/shop-1/attributes': TEST_ATTRIBUTES,
  'GET /attribute-types': ATTRIBUTE_TYPES,
  'GET /search-types': SEARCH_TYPES,
};
