import type { CatalogueProductInput } from '@trova/contracts';
import type {
  PlatformChanges,
  PlatformClient,
  PlatformStoreInfo,
  PlatformWebhooks,
} from './platform-client';
import { PlatformError } from './platform-error';
import type { PlatformHttp } from './platform-http';
import { shopifyBulkProducts } from './shopify-bulk';
import { ShopifyGraphql, type ShopifyAccess, type ShopifyGraphqlOptions } from './shopify-graphql';
import {
  mapShopifyProduct,
  shopifyGid,
  shopifyNumericId,
  type ShopifyProduct,
  type ShopifyVariant,
} from './shopify.mapper';
import {
  CHANGED_PRODUCTS_QUERY,
  INVENTORY_ITEMS_QUERY,
  PRODUCT_NODES_QUERY,
  SHOP_QUERY,
} from './shopify-queries';
import { registerShopifyWebhooks, removeShopifyWebhooks } from './shopify-subscriptions';

export interface ShopifyClientOptions extends ShopifyGraphqlOptions {
  /** Pause between polls of a running bulk export; default 2 s. */
  bulkPollMs?: number;
  /** Products per page handed to the catalogue writer; default 250. */
  pageSize?: number;
}

/** Products per `nodes(ids:)` query: keeps its cost (about 130 a product) under Shopify's 1,000. */
const NODES_PER_QUERY = 7;

interface NodeProduct extends Omit<ShopifyProduct, 'variants' | 'images' | 'collections'> {
  variants?: { nodes: ShopifyVariant[] };
  media?: { nodes: { id: string; image?: { url?: string } | null }[] };
  collections?: { nodes: { title: string }[] };
}

/**
 * A Shopify shop's catalogue over the GraphQL Admin API (docs/product/catalogue.md, "Shopify"):
 * the full import by a bulk export, changes by id after a webhook, a poll of recently updated
 * products as a safety net, and the webhooks Trova subscribes to. Product ids are Shopify's numeric
 * ids as strings.
 * @example
 * const client = createShopifyClient({ host: 'bottega.myshopify.com', accessToken }, http);
 * for await (const page of client.products()) await writer.stage(page);
 */
export function createShopifyClient(
  access: ShopifyAccess,
  http: PlatformHttp,
  options: ShopifyClientOptions = {},
): PlatformClient & PlatformWebhooks {
  const graphql = new ShopifyGraphql(access, http, options);
  const sleep = options.sleep ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));
  const pageSize = options.pageSize ?? 250;
  let currency: Promise<string | null> | undefined;

  const info = async (signal?: AbortSignal): Promise<PlatformStoreInfo> => {
    const data = await graphql.query<{
      shop: { name: string; currencyCode: string };
      productsCount: { count: number; precision: string } | null;
    }>(SHOP_QUERY, {}, signal);
    // Only an exact count is a total (progress, and any guard comparing an import with it).
    const count = data.productsCount;
    return {
      name: data.shop.name,
      currency: data.shop.currencyCode,
      productCount: count?.precision === 'EXACT' ? count.count : null,
    };
  };
  const storeCurrency = (signal?: AbortSignal) => {
    currency ??= info(signal).then((shop) => shop.currency);
    return currency;
  };

  const fetchByIds = async (
    ids: readonly string[],
    signal?: AbortSignal,
  ): Promise<PlatformChanges> => {
    const changes: PlatformChanges = { upserts: [], gone: [] };
    if (ids.length === 0) return changes;
    const store = { currency: await storeCurrency(signal) };
    const unique = [...new Set(ids.map((id) => shopifyNumericId(id)))];
    for (let from = 0; from < unique.length; from += NODES_PER_QUERY) {
      const chunk = unique.slice(from, from + NODES_PER_QUERY);
      const data = await graphql.query<{ nodes: (NodeProduct | null)[] }>(
        PRODUCT_NODES_QUERY,
        { ids: chunk.map((id) => shopifyGid('Product', id)) },
        signal,
      );
      chunk.forEach((id, index) => {
        const node = data.nodes[index];
        const mapped = node?.id ? mapShopifyProduct(fromNode(node), store) : null;
        if (mapped) changes.upserts.push(mapped);
        else changes.gone.push(id);
      });
    }
    return changes;
  };

  return {
    check: info,

    async *products(signal?: AbortSignal): AsyncIterable<CatalogueProductInput[]> {
      const store = { currency: await storeCurrency(signal) };
      const bulk = { sleep, pollMs: options.bulkPollMs ?? 2000 };
      let page: CatalogueProductInput[] = [];
      for await (const product of shopifyBulkProducts(graphql, bulk, signal)) {
        const mapped = mapShopifyProduct(product, store);
        if (mapped) page.push(mapped);
        if (page.length >= pageSize) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },

    async *changedSince(since: number, signal?: AbortSignal): AsyncIterable<PlatformChanges> {
      const query = `updated_at:>'${new Date(since * 1000).toISOString()}'`;
      let after: string | null = null;
      do {
        const data: {
          products: {
            nodes: { id: string }[];
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
          };
        } = await graphql.query(CHANGED_PRODUCTS_QUERY, { query, after }, signal);
        const ids = data.products.nodes.map((node) => shopifyNumericId(node.id));
        if (ids.length > 0) yield await fetchByIds(ids, signal);
        after = data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null;
      } while (after);
    },

    fetchByIds,

    async productIdsForInventory(inventoryItemIds, signal) {
      if (inventoryItemIds.length === 0) return [];
      const products = new Set<string>();
      for (let from = 0; from < inventoryItemIds.length; from += 100) {
        const ids = inventoryItemIds
          .slice(from, from + 100)
          .map((id) => shopifyGid('InventoryItem', id));
        const data = await graphql.query<{
          nodes: ({ variant?: { product?: { id: string } | null } | null } | null)[];
        }>(INVENTORY_ITEMS_QUERY, { ids }, signal);
        for (const node of data.nodes) {
          const product = node?.variant?.product?.id;
          if (product) products.add(shopifyNumericId(product));
        }
      }
      return [...products];
    },

    register: (callbackUrl, _secret, signal) =>
      registerShopifyWebhooks(graphql, callbackUrl, signal),
    remove: (ids, signal) => removeShopifyWebhooks(graphql, ids, signal),
  };
}

function fromNode(node: NodeProduct): ShopifyProduct {
  const { variants, media, collections, ...product } = node;
  if (typeof product.title !== 'string') {
    throw new PlatformError('platform-answer-invalid', 'Shopify answered a product without title');
  }
  return {
    ...product,
    variants: variants?.nodes ?? [],
    images: (media?.nodes ?? [])
      .map((item) => item.image?.url)
      .filter((url): url is string => typeof url === 'string'),
    collections: (collections?.nodes ?? []).map((collection) => collection.title),
  };
}
