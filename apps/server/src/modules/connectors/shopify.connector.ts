import type { Connector } from './connector';

/**
 * Shopify: the owner authorises Trova's Shopify app, and Shopify notifies product changes
 * (docs/product/catalogue.md). The shop's language comes from Shopify, so the owner edits nothing
 * here.
 */
export class ShopifyConnector implements Connector {
  readonly platform = 'shopify';
  readonly connect = 'oauth';
  readonly source = 'webhook';
  readonly schedule = 'on-change';
  readonly editableWidgets = [] as const;

  disconnect(): Promise<void> {
    return Promise.resolve();
  }

  dataChanged(): Promise<void> {
    return Promise.resolve();
  }
}
