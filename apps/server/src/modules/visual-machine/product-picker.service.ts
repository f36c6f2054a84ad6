import {
  PRODUCT_PICKER_PAGE_SIZE,
  type ProductPickerQuery,
  type ProductSearchResult,
  type SearchResponse,
} from '@trova/contracts';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import type { SearchService } from '../search/index';
import type { ProductPickerRepository } from './product-picker.repository';

/**
 * Storefront hits carry description, brand and currency; the picker shows only what
 * docs/product/visual-machine.md#product-picker lists.
 */
function toPickerResult(response: SearchResponse): ProductSearchResult {
  return {
    results: response.results.map(({ header, data, pricing }) => ({
      header: { externalId: header.externalId, imagePrefix: header.imagePrefix },
      data: { title: data.title, image: data.image, url: data.url },
      pricing: { sellingPrice: pricing.sellingPrice },
    })),
    results_count: response.results_count,
    stats: response.stats,
  };
}

/**
 * The console's product picker (campaign and recommendation editors,
 * docs/product/visual-machine.md#product-picker).
 */
export class ProductPickerService {
  constructor(
    private readonly shops: ProductPickerRepository,
    private readonly searches: SearchService,
  ) {}

  /**
   * `GET shops/{shopKey}/visual-machine/search`: one page of 10 products of the caller's own shop.
   * Not counted as a billed request. Another customer's key answers shop-not-found.
   * @example await picker.search(caller, shopKey, { q: 'scarpe', filters: [], sort: [], offset: 0, customer_group_id: 'default', currency: 'EUR' });
   */
  async search(
    caller: Caller | undefined,
    shopKey: string,
    query: ProductPickerQuery,
  ): Promise<ProductSearchResult> {
    const { customerId } = requireCaller(caller);
    const shop = await this.shops.findOwnedByKey(customerId, shopKey);
    if (!shop) throw new AppError('shop-not-found');
    const response = this.searches.ownerSearch(shop.key, {
      ...query,
      limit: PRODUCT_PICKER_PAGE_SIZE,
    });
    return toPickerResult(response);
  }
}
