/** Deepest nesting of `and`/`or`/`not` a `where` tree may have (a leaf alone is depth 1). */
export const MAX_FILTER_DEPTH = 32;
/** Most nodes (operators and leaves) a `where` tree may have: each costs a pass over a bit set. */
export const MAX_FILTER_NODES = 1024;
