import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { seedShops } from '../../../test/market-prices';
import { VmItemAvailabilityRepository } from './vm-item-availability.repository';
import { VmItemsRepository } from './vm-items.repository';

describe.each(testDialects())('Visual Machine availability writes on %s', (dialect) => {
  let database: TestDatabase;
  let items: VmItemsRepository;
  let availability: VmItemAvailabilityRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    await seedShops(database.db);
    items = new VmItemsRepository(database.db);
    availability = new VmItemAvailabilityRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('replaces a body only while it is the one read, so a save made meanwhile stays', async () => {
    await items.insert('s-anna', 'campaign', { id: 'a', body: { name: 'Sofa', alive: true } }, 1);
    const [read] = await availability.list('s-anna', 'campaign');
    expect(read).toMatchObject({ id: 'a', body: { name: 'Sofa', alive: true } });
    const marked = { id: 'a', body: { name: 'Sofa', alive: false } };
    expect(await availability.replace('s-marco', 'campaign', marked, read!.text, 2)).toBe(false);
    expect(await availability.replace('s-anna', 'campaign', marked, read!.text, 2)).toBe(true);
    expect((await items.list('s-anna', 'campaign'))[0]?.body).toEqual(marked.body);
    // The owner saved after the read: the stale marking is refused.
    await items.update('s-anna', 'campaign', { id: 'a', body: { name: 'Renamed' } }, 3);
    expect(await availability.replace('s-anna', 'campaign', marked, read!.text, 4)).toBe(false);
    expect((await items.list('s-anna', 'campaign'))[0]?.body).toEqual({ name: 'Renamed' });
  });
});
