/**
 * Cache keys of shop data, apart from the calls so the guard's entry code stays small. Every key
 * starts with the list's, so invalidating the list without `exact` refreshes the polls too.
 */
export const shopKeys = {
  list: ['shops'] as const,
  /** The sync and indexing checks; invalidating this prefix re-runs both at once. */
  checks: ['shops', 'status'] as const,
  syncStatus: ['shops', 'status', 'sync'] as const,
  indexing: (shopId: string) => ['shops', 'status', 'indexing', shopId] as const,
  skuCount: ['shops', 'sku-count'] as const,
};
