/** Cache keys of shop data, apart from the calls so the guard's entry code stays small. */
export const shopKeys = {
  list: ['shops'] as const,
  syncStatus: ['shops', 'status'] as const,
};
