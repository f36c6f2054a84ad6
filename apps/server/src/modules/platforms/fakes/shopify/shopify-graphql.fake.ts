import type { FakeShopifyProduct } from './shopify.fixtures';

/** State the GraphQL answers read and change: products, webhooks, the running export. */
export interface FakeShopifyState {
  name: string;
  currency: string;
  origin: () => string;
  storefront: string;
  products: FakeShopifyProduct[];
  webhooks: Map<string, { topic: string; callbackUrl: string }>;
  bulk: { id: string; pollsLeft: number; url: string | null } | null;
  /** Polls of `currentBulkOperation` that still answer RUNNING; default 1. */
  bulkPolls: number;
  /**
   * `grouped`: each product's child lines right after it (what `groupObjects: true` promises);
   * `children-last`: every product first, then every child line, as ungrouped output may come.
   */
  exportOrder: 'grouped' | 'children-last';
  /** `productsCount` stops counting here unless asked `limit: null` (Shopify: 10,000). */
  countLimit: number;
  nextId: () => number;
}

type Variables = Record<string, unknown>;
const gid = (type: string, id: number | string) => `gid://shopify/${type}/${id}`;
const numeric = (value: unknown) => Number(String(value).slice(String(value).lastIndexOf('/') + 1));

/** A product as a `nodes(ids:)` answer shapes it (connections with `nodes`). */
export function productNode(product: FakeShopifyProduct, state: FakeShopifyState) {
  return {
    ...productFields(product, state),
    variants: { nodes: product.variants.map(variantNode) },
    media: { nodes: product.images.map((url, index) => imageNode(product, url, index)) },
    collections: { nodes: product.collections.map((title, index) => collectionNode(title, index)) },
  };
}

/** The JSONL lines of one product in a bulk export: the product's own line, its child lines. */
export function productLines(
  product: FakeShopifyProduct,
  state: FakeShopifyState,
): { product: string; children: string } {
  const parent = { __parentId: gid('Product', product.id) };
  const children: unknown[] = [
    ...product.variants.map((variant) => ({ ...variantNode(variant), ...parent })),
    ...product.images.map((url, index) => ({ ...imageNode(product, url, index), ...parent })),
    ...product.collections.map((title, index) => ({ ...collectionNode(title, index), ...parent })),
  ];
  return {
    product: JSON.stringify(productFields(product, state)) + '\n',
    children: children.map((line) => JSON.stringify(line) + '\n').join(''),
  };
}

function productFields(product: FakeShopifyProduct, state: FakeShopifyState) {
  return {
    id: gid('Product', product.id),
    title: product.title,
    description: product.description,
    handle: product.handle,
    status: product.status,
    onlineStoreUrl: product.published ? `${state.storefront}/products/${product.handle}` : null,
    vendor: product.vendor,
    productType: product.productType,
    category: product.category ? { fullName: product.category } : null,
  };
}

function variantNode(variant: FakeShopifyProduct['variants'][number]) {
  return {
    id: gid('ProductVariant', variant.id),
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    availableForSale: variant.availableForSale,
    inventoryPolicy: variant.inventoryPolicy,
    barcode: variant.barcode,
    sku: variant.sku,
    selectedOptions: Object.entries(variant.options).map(([name, value]) => ({ name, value })),
  };
}

function imageNode(product: FakeShopifyProduct, url: string, index: number) {
  return { id: gid('MediaImage', product.id * 100 + index), image: { url } };
}

function collectionNode(title: string, index: number) {
  return { id: gid('Collection', 300 + index), title };
}

/**
 * The `data` of one GraphQL Admin document, told apart by the root field it asks for (the fake
 * implements only the documents Trova sends). Null: a document the fake does not know.
 */
export function answerGraphql(
  state: FakeShopifyState,
  query: string,
  variables: Variables,
  version: string,
): unknown {
  if (query.includes('bulkOperationRunQuery')) {
    // `groupObjects` exists from 2025-07 and defaults to false from 2026-01: Trova must ask for it.
    if (version < '2025-07' || !query.includes('groupObjects: true')) return null;
    if (state.bulk && state.bulk.pollsLeft > 0) {
      const message = 'A bulk query operation for this app and shop is already in progress.';
      return {
        bulkOperationRunQuery: { bulkOperation: null, userErrors: [{ field: null, message }] },
      };
    }
    const id = gid('BulkOperation', state.nextId());
    const url = state.products.length > 0 ? `${state.origin()}/bulk/${numeric(id)}.jsonl` : null;
    state.bulk = { id, pollsLeft: state.bulkPolls, url };
    return { bulkOperationRunQuery: { bulkOperation: { id, status: 'CREATED' }, userErrors: [] } };
  }
  if (query.includes('currentBulkOperation')) {
    const bulk = state.bulk;
    if (!bulk) return { currentBulkOperation: null };
    const running = bulk.pollsLeft > 0;
    bulk.pollsLeft = Math.max(0, bulk.pollsLeft - 1);
    const status = running ? 'RUNNING' : 'COMPLETED';
    const url = running ? null : bulk.url;
    const objectCount = running ? '0' : String(state.products.length);
    return { currentBulkOperation: { id: bulk.id, status, errorCode: null, objectCount, url } };
  }
  if (query.includes('productsCount')) {
    const total = state.products.length;
    const capped = !query.includes('productsCount(limit: null)') && total > state.countLimit;
    return {
      shop: { name: state.name, currencyCode: state.currency },
      productsCount: capped
        ? { count: state.countLimit, precision: 'AT_LEAST' }
        : { count: total, precision: 'EXACT' },
    };
  }
  if (query.includes('InventoryItem')) {
    return {
      nodes: ids(variables).map((id) => {
        const product = state.products.find((p) =>
          p.variants.some((v) => v.inventoryItemId === id),
        );
        return product
          ? {
              id: gid('InventoryItem', id),
              variant: { product: { id: gid('Product', product.id) } },
            }
          : null;
      }),
    };
  }
  if (query.includes('nodes(ids')) {
    return {
      nodes: ids(variables).map((id) => {
        const product = state.products.find((p) => p.id === id);
        return product ? productNode(product, state) : null;
      }),
    };
  }
  if (query.includes('products(first')) return changedProducts(state, variables);
  return answerWebhooks(state, query, variables);
}

function ids(variables: Variables): number[] {
  return Array.isArray(variables.ids) ? variables.ids.map(numeric) : [];
}

/** `products(query: "updated_at:>'…'", sortKey: UPDATED_AT)`, 100 a page, cursor = offset. */
function changedProducts(state: FakeShopifyState, variables: Variables) {
  const since = /updated_at:>'([^']+)'/.exec(String(variables.query))?.[1] ?? '';
  const changed = state.products
    .filter((product) => product.updatedAt > since)
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  const from = Number(variables.after ?? 0);
  const page = changed.slice(from, from + 100);
  const hasNextPage = from + 100 < changed.length;
  return {
    products: {
      nodes: page.map((product) => ({ id: gid('Product', product.id) })),
      pageInfo: { hasNextPage, endCursor: hasNextPage ? String(from + 100) : null },
    },
  };
}

function answerWebhooks(state: FakeShopifyState, query: string, variables: Variables): unknown {
  if (query.includes('webhookSubscriptionCreate')) {
    const topic = String(variables.topic);
    const input = variables.webhookSubscription as { callbackUrl?: string } | undefined;
    const callbackUrl = String(input?.callbackUrl ?? '');
    const taken = [...state.webhooks.values()].some(
      (hook) => hook.topic === topic && hook.callbackUrl === callbackUrl,
    );
    if (taken) {
      const userErrors = [
        { field: ['callbackUrl'], message: 'Address for this topic has already been taken' },
      ];
      return { webhookSubscriptionCreate: { webhookSubscription: null, userErrors } };
    }
    const id = gid('WebhookSubscription', state.nextId());
    state.webhooks.set(id, { topic, callbackUrl });
    return { webhookSubscriptionCreate: { webhookSubscription: { id }, userErrors: [] } };
  }
  if (query.includes('webhookSubscriptionDelete')) {
    const id = String(variables.id);
    const known = state.webhooks.delete(id);
    const userErrors = known
      ? []
      : [{ field: ['id'], message: 'Webhook subscription does not exist' }];
    return {
      webhookSubscriptionDelete: { deletedWebhookSubscriptionId: known ? id : null, userErrors },
    };
  }
  if (query.includes('webhookSubscriptions(')) {
    const nodes = [...state.webhooks.entries()]
      .filter(([, hook]) => hook.callbackUrl === variables.callbackUrl)
      .map(([id, hook]) => ({ id, topic: hook.topic }));
    return { webhookSubscriptions: { nodes } };
  }
  return null;
}
