import type { FakeProduct, FakeShop } from './prestashop-fake.model';
import {
  combinationRow,
  displayed,
  lookupRows,
  matches,
  priceFields,
  productRow,
  stockRows,
} from './prestashop-fake.render';

type Row = Record<string, unknown>;
export type FakeListAnswer = { rows: Row[] } | { error: string; code: number };

/** Product fields the fake filters on, read from the record without rendering it. */
const PRODUCT_FILTERS: Record<string, (product: FakeProduct) => string> = {
  id: (product) => String(product.id),
  active: (product) => (product.active ? '1' : '0'),
  visibility: (product) => product.visibility,
  date_upd: (product) => product.dateUpd,
};

/**
 * The fake shop's products, kept in id order so a page is a filter and a slice: only the page's
 * products are rendered, which keeps a 20k-product import cheap.
 */
export class PrestaShopFakeCatalogue {
  private readonly byId = new Map<number, FakeProduct>();
  private ordered: FakeProduct[] | null = null;

  constructor(
    readonly shop: FakeShop,
    products: readonly FakeProduct[],
  ) {
    for (const product of products) this.byId.set(product.id, product);
  }

  product(id: number): FakeProduct | undefined {
    return this.byId.get(id);
  }

  update(id: number, change: Partial<FakeProduct>): void {
    const product = this.byId.get(id);
    if (!product) throw new Error(`no product ${id}`);
    this.byId.set(id, { ...product, ...change, id });
  }

  add(product: FakeProduct): void {
    this.byId.set(product.id, product);
    this.ordered = null;
  }

  remove(id: number): void {
    this.byId.delete(id);
    this.ordered = null;
  }

  /** One list resource's rows for a query, or the webservice's error for a bad parameter. */
  list(resource: string, query: URLSearchParams): FakeListAnswer {
    const filters = [...query]
      .map(([name, value]) => [/^filter\[(\w+)\]$/.exec(name)?.[1], value] as const)
      .filter((entry): entry is readonly [string, string] => entry[0] !== undefined);
    const dated = query.get('date') === '1';
    if (!dated && filters.some(([field]) => field === 'date_upd' || field === 'date_add')) {
      // Without date=1 the webservice does not allow filtering on dates.
      return { error: 'This filter does not exist for this linked table', code: 32 };
    }
    const prices = priceFields(query);
    let rows: Row[];
    if (resource === 'products') {
      let products = this.orderedProducts();
      for (const [field, value] of filters) {
        const read = PRODUCT_FILTERS[field];
        if (!read) return { error: `filter[${field}] is not served by this fake`, code: 33 };
        products = products.filter((product) => matches(read(product), value));
      }
      products = this.limited(products, query.get('limit'));
      rows = products.map((product) => productRow(this.shop, product, prices));
      return { rows: displayed(rows, query.get('display')) };
    }
    const owners = filters.find(([field]) => field === 'id_product')?.[1];
    const productsOf = (): FakeProduct[] =>
      owners === undefined
        ? this.orderedProducts()
        : owners
            .replace(/^\[|\]$/g, '')
            .split('|')
            .map((id) => this.byId.get(Number(id)))
            .filter((product): product is FakeProduct => product !== undefined);
    if (resource === 'combinations') {
      rows = productsOf().flatMap((product) =>
        product.combinations.map((combination) => combinationRow(product, combination, prices)),
      );
    } else if (resource === 'stock_availables') {
      rows = productsOf().flatMap(stockRows);
    } else {
      rows = lookupRows(this.shop, resource) ?? [];
    }
    for (const [field, value] of filters) {
      if (field !== 'id_product') rows = rows.filter((row) => matches(row[field], value));
    }
    return { rows: displayed(this.limited(rows, query.get('limit')), query.get('display')) };
  }

  private orderedProducts(): FakeProduct[] {
    this.ordered ??= [...this.byId.values()].sort((a, b) => a.id - b.id);
    // Updates replace records in the map, so the order is re-read from it.
    return this.ordered.map((product) => this.byId.get(product.id) ?? product);
  }

  /** `limit=offset,count` or `limit=count`, as the webservice reads it. */
  private limited<T>(items: T[], limit: string | null): T[] {
    if (!limit) return items;
    const [first = '0', second] = limit.split(',');
    return second === undefined
      ? items.slice(0, Number(first))
      : items.slice(Number(first), Number(first) + Number(second));
  }
}
