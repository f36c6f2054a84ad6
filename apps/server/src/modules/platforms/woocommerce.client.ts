import type { CatalogueProductInput, WooCommerceCredentials } from '@trova/contracts';
import type {
  PlatformChanges,
  PlatformClient,
  PlatformStoreInfo,
  PlatformWebhooks,
} from './platform-client';
import { PlatformError } from './platform-error';
import type { PlatformHttp } from './platform-http';
import { WOO_MAX_PAGE, WooApi, optionalField, wooTotal } from './woocommerce-api';
import { loadWooTaxFactor } from './woocommerce-tax';
import type { WooAuthSource } from './woocommerce-auth';
import { registerWooWebhooks, removeWooWebhooks } from './woocommerce-webhooks';
import {
  isWooProductShown,
  mapWooProduct,
  wooCategoryPaths,
  type WooStore,
} from './woocommerce.mapper';
import type { WooCategory, WooProduct, WooVariation } from './woocommerce.types';

export interface WooCommerceClientOptions {
  /** Clock and nonce of OAuth signatures over http (tests). */
  auth?: WooAuthSource;
  /** Variable products whose variations are read at once; default 4 (PlatformHttp's sockets). */
  concurrency?: number;
}

/**
 * The WooCommerce REST API v3 client of one store (docs/product/catalogue.md, "WooCommerce"):
 * published products page by page with their variations folded in, changes by `modified_after`,
 * webhooks for product created/updated/deleted/restored. Reading needs a key with Read permission;
 * registering webhooks needs Write.
 * @example
 * const client = createWooCommerceClient(credentials, new PlatformHttp({ platform: 'WooCommerce' }));
 * for await (const page of client.products()) stage(page);
 */
export function createWooCommerceClient(
  credentials: WooCommerceCredentials,
  http: PlatformHttp,
  options: WooCommerceClientOptions = {},
): PlatformClient & PlatformWebhooks {
  const api = new WooApi(credentials, http, options.auth);
  const concurrency = Math.max(1, options.concurrency ?? 4);
  let store: Promise<WooStore> | undefined;

  const currency = async (signal?: AbortSignal): Promise<string | null> => {
    // The settings data routes need the "manage WooCommerce" capability: a key of a user without
    // it still reads products, only without a currency.
    const code = await optionalField(
      () => api.request({ path: 'data/currencies/current', accept: [401, 403, 404], signal }),
      'code',
    );
    return code && /^[A-Z]{3}$/.test(code) ? code : null;
  };

  const loadStore = (signal?: AbortSignal): Promise<WooStore> => {
    store ??= (async () => {
      const categories: WooCategory[] = [];
      for await (const page of api.pages<WooCategory>({ path: 'products/categories', signal })) {
        categories.push(...page);
      }
      return {
        currency: await currency(signal),
        categoryPaths: wooCategoryPaths(categories),
        taxFactor: await loadWooTaxFactor(api, signal),
      };
    })();
    // A failed load is not kept: the next call tries again.
    store.catch(() => (store = undefined));
    return store;
  };

  const variationsOf = async (
    product: WooProduct,
    signal?: AbortSignal,
  ): Promise<WooVariation[]> => {
    if (product.type !== 'variable' || product.variations?.length === 0) return [];
    const all: WooVariation[] = [];
    for await (const page of api.pages<WooVariation>({
      path: `products/${product.id}/variations`,
      signal,
    })) {
      all.push(...page);
    }
    return all;
  };

  /** Upserts for the shown products and ids of the others, variations read a few at a time. */
  const fold = async (
    products: readonly WooProduct[],
    signal?: AbortSignal,
  ): Promise<PlatformChanges> => {
    const context = await loadStore(signal);
    const changes: PlatformChanges = { upserts: [], gone: [] };
    for (let start = 0; start < products.length; start += concurrency) {
      const batch = products.slice(start, start + concurrency);
      const mapped = await Promise.all(
        batch.map(async (product) =>
          isWooProductShown(product)
            ? mapWooProduct(product, await variationsOf(product, signal), context)
            : null,
        ),
      );
      batch.forEach((product, index) => {
        const item = mapped[index];
        // Not shown, or not valid as a catalogue product: either way not searchable any more.
        if (item) changes.upserts.push(item);
        else changes.gone.push(String(product.id));
      });
    }
    return changes;
  };

  return {
    async check(signal): Promise<PlatformStoreInfo> {
      const first = await api.request({
        path: 'products',
        query: { per_page: 1, status: 'publish' },
        signal,
      });
      // A site answering HTML (or anything not a product list) at /wp-json/ is not WooCommerce.
      let listed: unknown;
      try {
        listed = first.json<unknown>();
      } catch {
        listed = null;
      }
      if (!Array.isArray(listed)) {
        throw new PlatformError(
          'platform-api-not-found',
          'WooCommerce REST API is not at this address',
        );
      }
      const name = await optionalField(
        () => api.wordpress('?_fields=name', [401, 403, 404], signal),
        'name',
      );
      return {
        name: name?.trim() || null,
        currency: await currency(signal),
        productCount: wooTotal(first.headers),
      };
    },

    async *products(signal): AsyncIterable<CatalogueProductInput[]> {
      await loadStore(signal);
      const query = { status: 'publish', orderby: 'id', order: 'asc' };
      for await (const page of api.pages<WooProduct>({ path: 'products', query, signal })) {
        yield (await fold(page, signal)).upserts;
      }
    },

    async *changedSince(since, signal): AsyncIterable<PlatformChanges> {
      // WooCommerce 5.8+ filters on the GMT modified date when told `dates_are_gmt`. Every status
      // is asked for, so a product turned draft or private comes back, and is gone.
      const after = new Date(since * 1000).toISOString().slice(0, 19);
      const query = { modified_after: after, dates_are_gmt: 'true', orderby: 'id', order: 'asc' };
      for await (const page of api.pages<WooProduct>({ path: 'products', query, signal })) {
        yield await fold(page, signal);
      }
      // Trashed products are left out of "any": they are asked for apart. A store that refuses
      // the status (400) leaves them to the delete webhook and the daily reconciliation.
      const trash = {
        path: 'products',
        query: { ...query, status: 'trash' },
        accept: [400],
        signal,
      };
      for await (const page of api.pages<WooProduct>(trash)) {
        if (page.length > 0) yield { upserts: [], gone: page.map((item) => String(item.id)) };
      }
    },

    async fetchByIds(ids, signal): Promise<PlatformChanges> {
      const numeric = [...new Set(ids)].filter((id) => /^\d+$/.test(id));
      const changes: PlatformChanges = { upserts: [], gone: ids.filter((id) => !/^\d+$/.test(id)) };
      for (let start = 0; start < numeric.length; start += WOO_MAX_PAGE) {
        const batch = numeric.slice(start, start + WOO_MAX_PAGE);
        const answer = await api.request({
          path: 'products',
          query: { include: batch.join(','), per_page: WOO_MAX_PAGE },
          signal,
        });
        const found = answer.json<WooProduct[]>();
        const folded = await fold(found, signal);
        changes.upserts.push(...folded.upserts);
        // Missing from the answer: deleted for good, or not a product.
        changes.gone.push(...folded.gone);
        const seen = new Set(found.map((product) => String(product.id)));
        changes.gone.push(...batch.filter((id) => !seen.has(id)));
      }
      return changes;
    },

    register: (callbackUrl, secret, signal) =>
      registerWooWebhooks(api, callbackUrl, secret, signal),
    remove: (ids, signal) => removeWooWebhooks(api, ids, signal),
  };
}
