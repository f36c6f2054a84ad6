import type { DocumentRule } from './rule.js';

/** Products in stock rank before those out of stock, as the last tie-breaker. */
export const availabilityRule: DocumentRule = {
  scope: 'document',
  name: 'availability',
  bits: 1,
  value: (s, d) => s.available[d]!,
};
