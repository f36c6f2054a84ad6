/** Polling intervals (docs/product/shell.md#polling). */
export const SYNC_STATUS_POLL_MS = 5_000;
/** SKU counts are refreshed this often while a shop is syncing. */
export const SKU_COUNT_POLL_MS = 300_000;
export const INDEXING_POLL_MS = 5_000;
export const NOTIFICATIONS_POLL_MS = 5_000;
/** The wizard's syncing screen polls until the shop has attributes. */
export const WIZARD_SYNC_POLL_MS = 5_000;
/** After a save the console re-checks indexing once this delay has passed. */
export const POST_SAVE_INDEXING_CHECK_MS = 1_000;
