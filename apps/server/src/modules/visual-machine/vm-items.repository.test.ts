import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { seedShops } from '../../../test/market-prices';
import { ShopsRepository } from '../shops/index';
import { VmItemsRepository } from './vm-items.repository';

const item = (id: string, name = id) => ({ id, body: { name } });

describe.each(testDialects())('Visual Machine items on %s', (dialect) => {
  let database: TestDatabase;
  let items: VmItemsRepository;
  const names = async (shopId = 's-anna', kind: 'campaign' | 'banner' = 'campaign') =>
    (await items.list(shopId, kind)).map((row) => (row.body as { name: string }).name);

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    await seedShops(database.db);
    items = new VmItemsRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('adds items at the end of their own list, apart per shop and kind', async () => {
    await items.insert('s-anna', 'campaign', item('a'), 1);
    await items.insert('s-anna', 'campaign', item('b'), 2);
    await items.insert('s-anna', 'banner', item('x'), 3);
    await items.insert('s-marco', 'campaign', item('m'), 4);
    expect(await names()).toEqual(['a', 'b']);
    expect(await names('s-anna', 'banner')).toEqual(['x']);
    expect(await names('s-marco')).toEqual(['m']);
    expect(await items.shopsWith('campaign')).toEqual(
      expect.arrayContaining(['s-anna', 's-marco']),
    );
  });

  it('updates and removes one item, answering whether it was there', async () => {
    await items.insert('s-anna', 'campaign', item('a'), 1);
    expect(await items.update('s-anna', 'campaign', item('a', 'renamed'), 2)).toBe(true);
    expect(await items.update('s-marco', 'campaign', item('a', 'stolen'), 2)).toBe(false);
    expect(await names()).toEqual(['renamed']);
    expect(await items.remove('s-marco', 'campaign', 'a')).toBe(false);
    expect(await items.remove('s-anna', 'campaign', 'a')).toBe(true);
    expect(await names()).toEqual([]);
  });

  it('saves a new order only when it names exactly the stored items, else writes nothing', async () => {
    for (const id of ['a', 'b', 'c']) await items.insert('s-anna', 'campaign', item(id), 1);
    expect(
      await items.saveOrder('s-anna', 'campaign', [item('c'), item('a', 'A'), item('b')], 2),
    ).toBe(true);
    expect(await names()).toEqual(['c', 'A', 'b']);
    for (const order of [
      [item('c'), item('a')],
      [item('c'), item('a'), item('b'), item('z')],
      [item('c'), item('c', 'C'), item('a')],
    ]) {
      expect(await items.saveOrder('s-anna', 'campaign', order, 3)).toBe(false);
    }
    expect(await names()).toEqual(['c', 'A', 'b']);
  });

  it('keeps the history interval per shop, and drops everything with its shop', async () => {
    expect(await items.historyInterval('s-anna')).toBeUndefined();
    await items.setHistoryInterval('s-anna', '15', 1);
    await items.setHistoryInterval('s-anna', '30', 2);
    expect(await items.historyInterval('s-anna')).toBe('30');
    await items.insert('s-anna', 'campaign', item('a'), 1);
    await new ShopsRepository(database.db).delete('c-anna', 's-anna', () => Promise.resolve());
    expect(await names()).toEqual([]);
    expect(await items.historyInterval('s-anna')).toBeUndefined();
  });
});
