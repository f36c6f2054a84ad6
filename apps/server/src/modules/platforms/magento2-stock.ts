import type { Availability } from '@trova/contracts';
import { searchCriteria, type MagentoApi } from './magento2-api';
import type {
  MagentoProduct,
  MagentoSearchResult,
  MagentoSourceItem,
  MagentoStockItem,
} from './magento2.types';

/** SKUs per Multi-Source Inventory lookup (one `sku in (…)` filter). */
const SKUS_PER_LOOKUP = 100;
/** Legacy per-SKU stock calls in flight at once. */
const LEGACY_CONCURRENCY = 4;

/**
 * A legacy stock item's availability: not in stock → out of stock; managed, nothing left and
 * backorders allowed → backorder; otherwise in stock.
 */
export function stockItemAvailability(item: MagentoStockItem): Availability {
  if (item.is_in_stock === false) return 'out_of_stock';
  if (item.manage_stock !== false && (item.qty ?? 0) <= 0 && (item.backorders ?? 0) > 0)
    return 'backorder';
  return 'in_stock';
}

/**
 * Stock of products by SKU. Magento's product lists do not carry `stock_item` (only single-product
 * answers do), so stock is read in bulk from Multi-Source Inventory (`/V1/inventory/source-items`,
 * Magento 2.3+), and SKU by SKU from `/V1/stockItems/{sku}` where MSI is absent (404) or not
 * granted (401). A SKU with no answer has unknown availability.
 */
export class MagentoStock {
  /** Null until the first lookup tells whether MSI answers. */
  private msi: boolean | null = null;

  constructor(private readonly api: MagentoApi) {}

  async lookup(
    products: readonly MagentoProduct[],
    signal?: AbortSignal,
  ): Promise<Map<string, Availability>> {
    const result = new Map<string, Availability>();
    const missing: string[] = [];
    for (const product of products) {
      const item = product.extension_attributes?.stock_item;
      if (item) result.set(product.sku, stockItemAvailability(item));
      else missing.push(product.sku);
    }
    // A comma cannot travel in an `in` filter: such SKUs go one by one.
    const listable = missing.filter((sku) => !sku.includes(','));
    const single = missing.filter((sku) => sku.includes(','));
    let bulk = this.msi !== false;
    for (let start = 0; bulk && start < listable.length; start += SKUS_PER_LOOKUP) {
      bulk = await this.sourceItems(listable.slice(start, start + SKUS_PER_LOOKUP), result, signal);
    }
    if (!bulk) single.push(...listable);
    await this.legacy(single, result, signal);
    return result;
  }

  /** False when MSI does not answer (absent or not granted): stock is then read SKU by SKU. */
  private async sourceItems(
    skus: string[],
    into: Map<string, Availability>,
    signal?: AbortSignal,
  ): Promise<boolean> {
    const inStock = new Set<string>();
    const seen = new Set<string>();
    const pageSize = 500;
    for (let page = 1; ; page++) {
      const query = searchCriteria({
        groups: [[{ field: 'sku', value: skus.join(','), condition: 'in' }]],
        pageSize,
        currentPage: page,
      });
      const response = await this.api.raw('/V1/inventory/source-items', {
        query,
        accept: [401, 404],
        signal,
      });
      if (response.status === 401 || response.status === 404) {
        this.msi = false;
        return false;
      }
      this.msi = true;
      const found = response.json<MagentoSearchResult<MagentoSourceItem>>();
      for (const item of found.items) {
        seen.add(item.sku);
        if (item.status === 1 && item.quantity > 0) inStock.add(item.sku);
      }
      // Stop on the count: a page past the end repeats the last one.
      if (found.items.length === 0 || page * pageSize >= found.total_count) break;
    }
    for (const sku of seen) into.set(sku, inStock.has(sku) ? 'in_stock' : 'out_of_stock');
    return true;
  }

  private async legacy(
    skus: string[],
    into: Map<string, Availability>,
    signal?: AbortSignal,
  ): Promise<void> {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < skus.length) {
        const sku = skus[next++] as string;
        const response = await this.api.raw(`/V1/stockItems/${encodeURIComponent(sku)}`, {
          accept: [401, 404],
          signal,
        });
        if (response.status === 401) throw this.api.refusal(response);
        if (response.status === 404) continue;
        into.set(sku, stockItemAvailability(response.json<MagentoStockItem>()));
      }
    };
    await Promise.all(Array.from({ length: Math.min(LEGACY_CONCURRENCY, skus.length) }, worker));
  }
}
