import type { MagentoCategory, MagentoProduct, MagentoStoreConfig } from '../../magento2.types';
import { pageOf, parseSearch, passes, productMatches } from './magento2-fake.search';
import type { MagentoFakeCatalogue } from './magento2.fixtures';

/** An answer of the fake: status and JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A route's ACL resource and its handler, as Magento's `webapi.xml` pairs them. */
export interface FakeRoute {
  resource: string;
  answer: () => FakeAnswer;
}

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const NO_ROUTE: FakeAnswer = {
  status: 404,
  body: { message: 'Request does not match any route.' },
};

/** The state the routes read: the catalogue, its products by id and SKU, filtered-list cache. */
export class FakeMagentoState {
  products: MagentoProduct[] = [];
  readonly byId = new Map<number, MagentoProduct>();
  readonly bySku = new Map<string, MagentoProduct>();
  /** Filter groups (as text) → matching products, dropped on every change. */
  readonly filtered = new Map<string, MagentoProduct[]>();

  constructor(
    readonly catalogue: MagentoFakeCatalogue,
    readonly origin: () => string,
    readonly msi: boolean,
  ) {
    for (const product of catalogue.products) this.put(product);
    this.sort();
  }

  put(product: MagentoProduct): void {
    const old = this.byId.get(product.id);
    if (old) this.bySku.delete(old.sku);
    this.byId.set(product.id, product);
    this.bySku.set(product.sku, product);
    this.filtered.clear();
  }

  remove(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    this.bySku.delete(old.sku);
    this.filtered.clear();
  }

  /** Products in entity id order (the order Trova's client asks for). */
  sort(): void {
    this.products = [...this.byId.values()].sort((a, b) => a.id - b.id);
  }

  storeConfigs(): MagentoStoreConfig[] {
    const origin = this.origin();
    return this.catalogue.views.map((view) => {
      const link = view.code === 'default' ? `${origin}/` : `${origin}/${view.code}/`;
      return {
        id: view.id,
        code: view.code,
        website_id: view.website_id,
        locale: view.code === 'default' ? 'it_IT' : 'en_US',
        base_currency_code: this.catalogue.currency,
        default_display_currency_code: this.catalogue.currency,
        timezone: 'Europe/Rome',
        base_url: `${origin}/`,
        base_link_url: link,
        base_media_url: `${origin}/media/`,
        secure_base_url: `${origin}/`,
        secure_base_link_url: link,
        secure_base_media_url: `${origin}/media/`,
      };
    });
  }
}

function findCategory(node: MagentoCategory, id: number): MagentoCategory | undefined {
  if (node.id === id) return node;
  for (const child of node.children_data ?? []) {
    const found = findCategory(child, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The route of `path` (after `/rest/{store}`), or null when Magento has none. `storeCode` is the
 * store view the path named (`default` when it named none).
 */
export function route(
  state: FakeMagentoState,
  path: string,
  query: URLSearchParams,
  storeCode: string,
): FakeRoute | null {
  const stores = (answer: () => FakeAnswer): FakeRoute => ({
    resource: 'Magento_Backend::store',
    answer,
  });
  const catalog = (answer: () => FakeAnswer): FakeRoute => ({
    resource: 'Magento_Catalog::products',
    answer,
  });
  if (path === '/V1/store/storeConfigs') return stores(() => ok(state.storeConfigs()));
  if (path === '/V1/store/storeViews') return stores(() => ok(state.catalogue.views));
  if (path === '/V1/store/storeGroups') return stores(() => ok(state.catalogue.groups));
  if (path === '/V1/products') {
    return catalog(() => {
      const search = parseSearch(query);
      let all = state.filtered.get(search.key);
      if (!all) {
        all = state.products.filter((product) => productMatches(product, search.groups));
        state.filtered.set(search.key, all);
      }
      return ok({ items: pageOf(all, search), search_criteria: {}, total_count: all.length });
    });
  }
  const children = /^\/V1\/configurable-products\/([^/]+)\/children$/.exec(path);
  if (children) {
    return catalog(() => {
      const parent = state.bySku.get(decodeURIComponent(children[1] ?? ''));
      if (!parent)
        return {
          status: 404,
          body: {
            message:
              "The product that was requested doesn't exist. Verify the product and try again.",
          },
        };
      const links = parent.extension_attributes?.configurable_product_links ?? [];
      return ok(links.map((id) => state.byId.get(id)).filter((child) => child !== undefined));
    });
  }
  if (path === '/V1/products/attributes') {
    return {
      resource: 'Magento_Catalog::attributes_attributes',
      answer: () => {
        const search = parseSearch(query);
        const all = state.catalogue.attributes.filter((attribute) =>
          search.groups.every((group) =>
            group.some((filter) =>
              passes(
                [
                  String(
                    filter.field === 'attribute_id'
                      ? attribute.attribute_id
                      : attribute.attribute_code,
                  ),
                ],
                filter,
              ),
            ),
          ),
        );
        return ok({ items: pageOf(all, search), search_criteria: {}, total_count: all.length });
      },
    };
  }
  if (path === '/V1/categories') {
    return {
      resource: 'Magento_Catalog::categories',
      answer: () => {
        const view = state.catalogue.views.find((candidate) => candidate.code === storeCode);
        const group = state.catalogue.groups.find(
          (candidate) => candidate.id === view?.store_group_id,
        );
        const root = findCategory(state.catalogue.categories, group?.root_category_id ?? 1);
        return ok(root ?? state.catalogue.categories);
      },
    };
  }
  if (path === '/V1/inventory/source-items' && state.msi) {
    return {
      resource: 'Magento_InventoryApi::source',
      answer: () => {
        const search = parseSearch(query);
        const all = [...state.catalogue.stock]
          .map(([sku, item]) => ({
            sku,
            source_code: 'default',
            quantity: item.quantity,
            status: item.status,
          }))
          .filter((item) =>
            search.groups.every((group) => group.some((filter) => passes([item.sku], filter))),
          );
        return ok({ items: pageOf(all, search), search_criteria: {}, total_count: all.length });
      },
    };
  }
  const stockItem = /^\/V1\/stockItems\/([^/]+)$/.exec(path);
  if (stockItem) {
    return {
      resource: 'Magento_CatalogInventory::cataloginventory',
      answer: () => {
        const sku = decodeURIComponent(stockItem[1] ?? '');
        const product = state.bySku.get(sku);
        const item = state.catalogue.stock.get(sku);
        if (!product)
          return {
            status: 404,
            body: { message: 'The Product with the "%1" SKU doesn\'t exist.', parameters: [sku] },
          };
        return ok({
          item_id: product.id,
          product_id: product.id,
          stock_id: 1,
          qty: item?.quantity ?? 0,
          is_in_stock: item?.status === 1,
          manage_stock: true,
          backorders: 0,
        });
      },
    };
  }
  return null;
}
