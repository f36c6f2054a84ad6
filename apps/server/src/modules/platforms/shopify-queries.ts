/**
 * The GraphQL Admin API documents Trova sends (API version pinned in `SHOPIFY_API_VERSION`).
 * Field choices: `description` is Shopify's own plain-text rendering of the HTML description;
 * `onlineStoreUrl` is null for a product not published on the Online Store, which Trova treats as
 * not shown; `id` on every child node lets the bulk JSONL's child lines be told apart by type.
 */

/**
 * The Admin API version Trova speaks; Shopify supports each version for at least 12 months, then
 * answers with the oldest supported one. It must have `groupObjects` (2025-07 and later).
 */
export const SHOPIFY_API_VERSION = '2026-07';

const PRODUCT_FIELDS = `id title description handle status onlineStoreUrl vendor productType
  category { fullName }`;
const VARIANT_FIELDS = `id price compareAtPrice availableForSale inventoryPolicy barcode sku
  selectedOptions { name value }`;

/** The bulk export of every product: variants, images and collections come as child lines. */
export const BULK_PRODUCTS_QUERY = `{
  products {
    edges { node {
      ${PRODUCT_FIELDS}
      variants { edges { node { ${VARIANT_FIELDS} } } }
      media { edges { node { id ... on MediaImage { image { url } } } } }
      collections { edges { node { id title } } }
    } }
  }
}`;

/**
 * Starts the export. `groupObjects: true` (the default up to 2025-10, no longer from 2026-01) keeps
 * each product's child lines right after it, which lets the import fold them one product at a time;
 * a line out of that order fails the import (shopify-bulk.ts).
 */
export const BULK_RUN_MUTATION = `mutation TrovaBulkRun($query: String!) {
  bulkOperationRunQuery(query: $query, groupObjects: true) {
    bulkOperation { id status }
    userErrors { field message }
  }
}`;

export const BULK_CURRENT_QUERY = `query TrovaBulkCurrent {
  currentBulkOperation(type: QUERY) { id status errorCode objectCount url }
}`;

/** `limit: null`: Shopify stops counting at 10,000 otherwise (precision AT_LEAST). */
export const SHOP_QUERY = `query TrovaShop {
  shop { name currencyCode }
  productsCount(limit: null) { count precision }
}`;

/** Products by id with their first variants, images and collections (bounded query cost). */
export const PRODUCT_NODES_QUERY = `query TrovaProducts($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Product {
      ${PRODUCT_FIELDS}
      variants(first: 100) { nodes { ${VARIANT_FIELDS} } }
      media(first: 21) { nodes { id ... on MediaImage { image { url } } } }
      collections(first: 10) { nodes { id title } }
    }
  }
}`;

/** Ids of the products updated after a date (Shopify's search syntax), oldest change first. */
export const CHANGED_PRODUCTS_QUERY = `query TrovaChanged($query: String!, $after: String) {
  products(first: 100, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes { id }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const INVENTORY_ITEMS_QUERY = `query TrovaInventory($ids: [ID!]!) {
  nodes(ids: $ids) { ... on InventoryItem { id variant { product { id } } } }
}`;

export const WEBHOOKS_QUERY = `query TrovaWebhooks($callbackUrl: URL!) {
  webhookSubscriptions(first: 50, callbackUrl: $callbackUrl) { nodes { id topic } }
}`;

export const WEBHOOK_CREATE_MUTATION = `mutation TrovaWebhookCreate(
  $topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!
) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id }
    userErrors { field message }
  }
}`;

export const WEBHOOK_DELETE_MUTATION = `mutation TrovaWebhookDelete($id: ID!) {
  webhookSubscriptionDelete(id: $id) {
    deletedWebhookSubscriptionId
    userErrors { field message }
  }
}`;

/** The topics Trova subscribes to: catalogue changes, stock, and the app's removal. */
export const SHOPIFY_WEBHOOK_TOPICS = [
  'PRODUCTS_CREATE',
  'PRODUCTS_UPDATE',
  'PRODUCTS_DELETE',
  'INVENTORY_LEVELS_UPDATE',
  'APP_UNINSTALLED',
] as const;
