import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/index';
import { ShopFeedsRepository } from './shop-feeds.repository';

const NOT_FOUND = { code: 'feed-not-found', message: 'the feed server answered 404', at: 20 };

describe.each(testDialects())('feed sync failures on %s', (dialect) => {
  let database: TestDatabase;
  let feeds: ShopFeedsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    feeds = new ShopFeedsRepository(database.db);
    await insertAccount(database.db, 'anna');
    const shops = new ShopsRepository(database.db);
    for (const id of ['s1', 's2']) {
      await shops.insert(shopRow(id, 'c-anna'));
      await feeds.insert({
        shop_id: id,
        sync_time: '01:00',
        last_modified: null,
        next_check_at: 0,
      });
    }
  });
  afterEach(() => database.dispose());

  it('keeps why the latest sync failed until a sync succeeds', async () => {
    expect(await feeds.failuresOf(['s1', 's2'])).toEqual(new Map());
    await feeds.recordFailure('s1', NOT_FOUND);
    expect(await feeds.failuresOf(['s1', 's2'])).toEqual(new Map([['s1', NOT_FOUND]]));
    await feeds.recordSync('s1', null, 100);
    expect(await feeds.failuresOf(['s1', 's2'])).toEqual(new Map());
    expect(await feeds.failuresOf([])).toEqual(new Map());
  });
});
