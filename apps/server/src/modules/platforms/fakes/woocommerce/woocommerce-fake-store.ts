import type { WooCategory, WooProduct, WooVariation } from '../../woocommerce.types';
import type { WooFakeProduct } from './woocommerce.fixtures';

/** A REST error as WordPress shapes it: `{ code, message, data: { status } }`. */
export class WooFakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One page of a collection and the totals WooCommerce puts in `X-WP-Total(Pages)`. */
export interface WooFakePage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

const STATUSES = new Set(['any', 'future', 'trash', 'draft', 'pending', 'private', 'publish']);

/**
 * The fake store's catalogue: products kept in id order so a 20k list pages without sorting, and
 * the list parameters of `GET /products` the REST API v3 documents (status, include,
 * modified_after with dates_are_gmt, orderby id/date, order, per_page ≤ 100, page).
 */
export class WooFakeCatalogue {
  private readonly byId = new Map<number, WooFakeProduct>();
  private ordered: WooFakeProduct[] = [];

  constructor(
    products: readonly WooFakeProduct[],
    readonly categories: WooCategory[],
  ) {
    for (const product of products) this.byId.set(product.id, product);
    this.reorder();
  }

  get(id: number): WooFakeProduct | undefined {
    return this.byId.get(id);
  }

  put(product: WooFakeProduct): void {
    const isNew = !this.byId.has(product.id);
    this.byId.set(product.id, product);
    if (isNew) this.reorder();
    else this.ordered = this.ordered.map((item) => (item.id === product.id ? product : item));
  }

  delete(id: number): void {
    if (this.byId.delete(id)) this.ordered = this.ordered.filter((item) => item.id !== id);
  }

  list(query: URLSearchParams): WooFakePage<WooFakeProduct> {
    const status = query.get('status') ?? 'any';
    if (!STATUSES.has(status)) throw invalidParam('status');
    const include = new Set(splitIds(query.get('include')));
    const after = query.get('modified_after');
    const since = after === null ? null : Date.parse(`${after.replace(/Z$/, '')}Z`);
    if (since !== null && Number.isNaN(since)) throw invalidParam('modified_after');
    let matching = this.ordered.filter(
      (product) =>
        (status === 'any' ? product.status !== 'trash' : product.status === status) &&
        (include.size === 0 || include.has(product.id)) &&
        (since === null || Date.parse(`${product.date_modified_gmt ?? ''}Z`) > since),
    );
    // WooCommerce's default order is newest first; the fake's ids stand for creation order.
    const order = query.get('order') ?? 'desc';
    if (order === 'desc') matching = [...matching].reverse();
    return paginate(matching, query);
  }

  variations(productId: number, query: URLSearchParams): WooFakePage<WooVariation> {
    const product = this.byId.get(productId);
    if (!product) {
      throw new WooFakeError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    }
    return paginate(product.variationList ?? [], query);
  }

  categoryPage(query: URLSearchParams): WooFakePage<WooCategory> {
    return paginate(this.categories, query);
  }

  private reorder(): void {
    this.ordered = [...this.byId.values()].sort((a, b) => a.id - b.id);
  }
}

/** Slices one page; a page past the last answers empty, with the same totals. */
export function paginate<T>(all: readonly T[], query: URLSearchParams): WooFakePage<T> {
  const perPage = Number(query.get('per_page') ?? '10');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) throw invalidParam('per_page');
  const page = Number(query.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1) throw invalidParam('page');
  return {
    items: all.slice((page - 1) * perPage, page * perPage),
    total: all.length,
    totalPages: Math.ceil(all.length / perPage),
  };
}

/** The product as the API answers it (the fake's variation list is not part of it). */
export function productJson(product: WooFakeProduct): WooProduct {
  const { variationList: _variations, ...rest } = product;
  return rest;
}

function splitIds(raw: string | null): number[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

function invalidParam(name: string): WooFakeError {
  return new WooFakeError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
}
