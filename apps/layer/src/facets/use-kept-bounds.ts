import { useState } from 'preact/hooks';
import type { RangeFilter } from '../search/search-query';
import { keptBounds, type RangeBounds } from './range-steps';

/** The bounds a range facet draws, kept across the narrower answers its own range causes. */
export function useKeptBounds(answered: RangeBounds, chosen: RangeFilter | undefined): RangeBounds {
  const [kept, setKept] = useState(answered);
  const next = keptBounds(kept, answered, chosen);
  // Derived state: store the widened bounds for the next answer (a render-time update, no effect).
  if (next.min !== kept.min || next.max !== kept.max) setKept(next);
  return next;
}
