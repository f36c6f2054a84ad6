/**
 * Cache keys of the configuration history, apart from its calls: every save path (save bar,
 * wizard, rollback) refreshes them, since each save records a revision.
 */
export const historyKeys = {
  all: ['configuration-revisions'] as const,
  revisions: (shopId: string) => ['configuration-revisions', shopId] as const,
};
