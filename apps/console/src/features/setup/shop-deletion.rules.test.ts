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

  it('skips shops that are not set up yet, which have no dashboard', () => {
    const unsynced = testShop({
      id: 'new',
      last_sync_start_time: null,
      last_index_start_time: null,
    });
    const configuring = testShop({ id: 'configuring', last_index_start_time: null });
    const completed = testShop({ id: 'done' });
    expect(afterShopDeleted([unsynced, configuring, completed]).currentShop).toBe(completed);
    expect(afterShopDeleted([unsynced, configuring])).toEqual({ currentShop: null, to: '/wizard' });
  });

  it('starts the wizard when no shop remains', () => {
    expect(afterShopDeleted([])).toEqual({ currentShop: null, to: '/wizard' });
  });
});
