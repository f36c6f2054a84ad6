import { describe, expect, it } from 'vitest';
import { recommendQuerySchema } from './recommend.api';

describe('recommendQuerySchema', () => {
  it('takes the four contexts with what each needs', () => {
    expect(recommendQuerySchema.parse({ context: 'showcase' })).toEqual({
      context: 'showcase',
      q: '',
    });
    expect(recommendQuerySchema.parse({ context: 'noResults', q: 'divano' }).q).toBe('divano');
    expect(
      recommendQuerySchema.parse({ context: 'external', tag: 'widget-1', price: '19.90' }).price,
    ).toBe(19.9);
    expect(
      recommendQuerySchema.parse({ context: 'product', tag: 'widget-1', productId: 'sku-1' })
        .productId,
    ).toBe('sku-1');
  });

  it('refuses unbounded or incomplete contexts', () => {
    const refused = [
      { context: 'home' },
      { context: 'external' },
      { context: 'product', tag: 'widget-1' },
      { context: 'external', tag: 'not a tag' },
      { context: 'noResults', q: 'x'.repeat(501) },
      { context: 'external', tag: 'w', price: '-1' },
      { context: 'external', tag: 'w', brand: 'b'.repeat(201) },
    ];
    for (const query of refused) expect(recommendQuerySchema.safeParse(query).success).toBe(false);
  });
});
