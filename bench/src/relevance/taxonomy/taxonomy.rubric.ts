import type { TaxonomyIntent, TaxonomyProduct } from './taxonomy-product.js';
import { within } from './taxonomy-tree.js';

/** The grade for one asked category, before the brand is checked. */
function gradeFor(p: TaxonomyProduct, asked: string, target: string | undefined): number {
  // Made for the thing asked for: a near miss even where the tree files it under that thing
  // (monitor arms sit under Monitors, headphone cases under Headphones).
  if (p.serves !== null && within(p.serves, asked)) return 1;
  if (within(p.category, asked)) {
    if (target === undefined) return 3;
    return p.serves !== null && within(p.serves, target) ? 3 : 1;
  }
  return p.includes.some((c) => within(c, asked)) ? 2 : 0;
}

/**
 * The grade of product `p` for a shopper with intent `q` (see
 * bench/fixtures/relevance-taxonomy/README.md), read from where Best Buy's tree files it:
 * - 3: filed in an asked category or under it (and made for the asked thing, if one is named);
 * - 2: a bundle that includes the asked thing (a console with a controller, for "controller");
 * - 1: an accessory made for the asked thing; the right kind of accessory for another thing; the
 *   right kind by another brand than the one asked;
 * - 0: anything else, however often it mentions the words.
 *
 * @example
 * grade(laptopSleeve, { categories: ['Laptops'] }); // 1
 */
export function grade(p: TaxonomyProduct, q: TaxonomyIntent): number {
  let best = 0;
  for (const asked of q.categories) {
    let g = gradeFor(p, asked, q.for);
    // A wrong brand leaves the right kind a near miss and makes anything else wrong.
    if (q.brand !== undefined && p.brand !== q.brand) g = g === 3 ? 1 : 0;
    if (g > best) best = g;
  }
  return best;
}
