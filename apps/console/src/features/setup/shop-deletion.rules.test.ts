import { describe, expect, it } from 'vitest';
import { testShop } from '../../test/shop-fixture';
import { afterShopDeleted } from './shop-deletion.rules';

describe('afterShopDeleted', () => {
  it('opens the first remaining shop on the dashboard', () => {
    const next = testShop({ id: 'shop-2' });
    expect(afterShopDeleted([next, testShop({ id: 'shop-3' })])).toEqual({
      currentShop: next,
      to: '/dashboard',
    });
  });

  it('starts the wizard when no shop remains', () => {
    expect(afterShopDeleted([])).toEqual({ currentShop: null, to: '/wizard' });
  });
});
