import { describe, expect, it } from 'vitest';
import { findCurrentShop, shopMenuLabel } from './current-shop';

describe('shopMenuLabel', () => {
  it('shows the language code and the site without scheme or www', () => {
    expect(shopMenuLabel({ url: 'https://www.negozio.it/', language_iso: 'it' })).toBe(
      'IT negozio.it/',
    );
  });

  it('shows the bare site when the shop has no language yet', () => {
    expect(shopMenuLabel({ url: 'http://shop.example', language_iso: '' })).toBe('shop.example');
  });
});

describe('findCurrentShop', () => {
  const shops = [{ id: 'a' }, { id: 'b' }];

  it('finds the stored shop', () => {
    expect(findCurrentShop(shops, 'b')).toEqual({ id: 'b' });
  });

  it('finds nothing for a shop that no longer exists or no choice', () => {
    expect(findCurrentShop(shops, 'gone')).toBeUndefined();
    expect(findCurrentShop(shops, null)).toBeUndefined();
    expect(findCurrentShop(undefined, 'a')).toBeUndefined();
  });
});
