import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/index';
import { configurationViews } from './configuration-views';
import { ConfigurationRepository } from './configuration.repository';

/** A stored row with every section unsaved. */
const EMPTY = {
  setup: null,
  fine_tuning: null,
  layout: null,
  seo_translations: null,
  facet_labels: null,
  updated_at: 1,
};

describe('configurationViews', () => {
  let database: TestDatabase;
  let configurations: ConfigurationRepository;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertAccount(database.db, 'anna');
    const shops = new ShopsRepository(database.db);
    for (const id of ['s1', 's2', 's3']) await shops.insert(shopRow(id, 'c-anna'));
    configurations = new ConfigurationRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('answers every shop asked: its sections, null when never saved, an error code when damaged', async () => {
    const layout = { primaryColor: '#112233' };
    await database.db
      .insertInto('shop_configurations')
      .values([
        { ...EMPTY, shop_id: 's1', layout: JSON.stringify(layout) },
        { ...EMPTY, shop_id: 's2', fine_tuning: '{"weights":"heavy"}' },
      ])
      .execute();
    const log = { error: vi.fn() };
    const views = await configurationViews(configurations, log).viewsOf(['s1', 's2', 's3']);
    expect(views.get('s1')).toEqual({ setup: null, fineTuning: null, layout, error: null });
    expect(views.get('s2')).toEqual({
      setup: null,
      fineTuning: null,
      layout: null,
      error: 'configuration-corrupt',
    });
    expect(views.get('s3')).toEqual({ setup: null, fineTuning: null, layout: null, error: null });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ shopId: 's2', section: 'fineTuning' });
  });
});
