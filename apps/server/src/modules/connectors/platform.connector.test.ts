import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/index';
import { PlatformConnector } from './platform.connector';
import { ShopPlatformsRepository } from './shop-platforms.repository';

const INPUT = {
  shopUrl: 'https://scarpe.example',
  languageIso: 'it',
  credentials: {
    platform: 'prestashop',
    storeUrl: 'https://scarpe.example',
    webserviceKey: 'K',
  },
} as const;

describe('PlatformConnector', () => {
  let database: TestDatabase;
  let links: ShopPlatformsRepository;
  let queueFails: boolean;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertAccount(database.db, 'anna');
    links = new ShopPlatformsRepository(database.db);
    queueFails = false;
  });
  afterEach(() => database.dispose());

  function connector(): PlatformConnector {
    return new PlatformConnector('prestashop', {
      shops: new ShopsRepository(database.db),
      links,
      shopLimit: () => Promise.resolve(10),
      queueSync: () =>
        queueFails ? Promise.reject(new Error('database is locked')) : Promise.resolve(),
      removeWebhooks: () => Promise.resolve(),
      log: { warn: () => undefined },
      now: () => Date.parse('2026-11-29T12:00:00Z'),
    });
  }

  async function shopIds(): Promise<string[]> {
    const rows = await database.db.selectFrom('shops').select('id').execute();
    return rows.map((row) => row.id);
  }

  it('creates the shop with its link', async () => {
    const { id } = await connector().connectShop('c-anna', INPUT);
    expect(await shopIds()).toEqual([id]);
    expect(await links.find(id)).toMatchObject({ platform: 'prestashop' });
  });

  it('leaves no shop behind when its link or its import cannot be stored', async () => {
    queueFails = true;
    await expect(connector().connectShop('c-anna', INPUT)).rejects.toThrow('database is locked');
    expect(await shopIds()).toEqual([]);
  });
});
