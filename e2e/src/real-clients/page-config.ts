/**
 * What a test page is told by its URL: the Trova origin's host and port (`host`, e.g.
 * `127.0.0.1:4321`), the shop's public key (`key`, also the index name) and the shopper's token.
 * The pages never learn more: the clients reach Trova only through their `hosts` option.
 */
export interface PageConfig {
  host: string;
  key: string;
  userToken: string;
}

export function pageConfig(): PageConfig {
  const params = new URLSearchParams(location.search);
  return {
    host: params.get('host') ?? '',
    key: params.get('key') ?? '',
    userToken: params.get('userToken') ?? 'e2e-shopper',
  };
}

/** Trova's application id: any non-empty string (docs/product/algolia-protocol.md). */
export const APP_ID = 'trova';

/** The name the tests read a page's globals by, set once the page has mounted. */
export interface TestWindow {
  /** search-insights' functional client, so a test can send a conversion as a shop's page does. */
  aa?: (...args: unknown[]) => unknown;
}

export const testWindow = window as unknown as TestWindow;
