import { describe, expect, it } from 'vitest';
import type { TaxonomyProduct } from './taxonomy-product.js';
import { grade } from './taxonomy.rubric.js';
import { within } from './taxonomy-tree.js';

const product = (p: Partial<TaxonomyProduct> & { category: string }): TaxonomyProduct => ({
  id: 'x',
  title: '',
  description: '',
  brand: 'acme',
  serves: null,
  includes: [],
  ...p,
});

describe('the taxonomy rubric', () => {
  it('grades what the tree files under the asked category 3, brand permitting', () => {
    expect(grade(product({ category: 'Chromebooks' }), { categories: ['Laptops'] })).toBe(3);
    expect(grade(product({ category: 'PS5 Games' }), { categories: ['PlayStation 5'] })).toBe(3);
    const hp = product({ category: 'PC Laptops', brand: 'hp' });
    expect(grade(hp, { categories: ['Laptops'], brand: 'hp' })).toBe(3);
    expect(grade(hp, { categories: ['Laptops'], brand: 'dell' })).toBe(1);
  });

  it('grades accessories 1 for the thing they fit, even when filed under it', () => {
    const sleeve = product({ category: 'Laptop Bags & Cases', serves: 'Laptops' });
    expect(grade(sleeve, { categories: ['Laptops'] })).toBe(1);
    expect(grade(sleeve, { categories: ['Laptop Bags & Cases'] })).toBe(3);
    const arm = product({ category: 'Monitor & Screen Accessories', serves: 'Monitors' });
    expect(within(arm.category, 'Monitors')).toBe(true);
    expect(grade(arm, { categories: ['Monitors'] })).toBe(1);
  });

  it('grades bundles 2, the wrong target 1 and a mere mention 0', () => {
    const combo = product({ category: 'Keyboard & Mouse Combos', includes: ['Mice'] });
    expect(grade(combo, { categories: ['Mice'] })).toBe(2);
    const galaxyCase = product({ category: 'Cell Phone Cases', serves: 'Samsung Galaxy' });
    expect(grade(galaxyCase, { categories: ['Cell Phone Cases'], for: 'iPhone' })).toBe(1);
    expect(grade(galaxyCase, { categories: ['Cell Phone Cases'], for: 'Samsung Galaxy' })).toBe(3);
    const cameraBag = product({ category: 'Camera Bags & Cases', serves: 'Digital Cameras' });
    expect(grade(cameraBag, { categories: ['Laptops'] })).toBe(0);
  });
});
