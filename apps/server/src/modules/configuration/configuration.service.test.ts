import { defaultFineTuning, defaultSetup } from '@trova/contracts';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { AppError } from '../../errors/error-catalogue';
import type { Caller } from '../../kernel/caller';
import { createShopEvents, type ConfigurationSaved } from '../../kernel/shop-events';
import { ShopsRepository, type ShopRow } from '../shops/index';
import { UsersRepository } from '../users/index';
import type { ShopConfiguration } from './configuration-document';
import { ConfigurationRepository } from './configuration.repository';
import { ConfigurationService } from './configuration.service';
import { searchSettingsOf } from './engine-schema';

const anna: Caller = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco: Caller = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'y' };

const withStopwords =
  (...stopwords: string[]) =>
  (configuration: ShopConfiguration): ShopConfiguration => ({
    ...configuration,
    fineTuning: { ...(configuration.fineTuning ?? defaultFineTuning()), stopwords },
  });

describe.each(testDialects())('configuration service on %s', (dialect) => {
  let database: TestDatabase;
  let service: ConfigurationService;
  let shop: ShopRow;
  let live: { before: ShopConfiguration; after: ShopConfiguration; revision: number }[];
  let settings: ConfigurationSaved['settings'][];

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    const shops = new ShopsRepository(database.db);
    await shops.insert(shopRow('s1', 'c-anna'));
    shop = (await shops.findById('s1'))!;
    live = [];
    settings = [];
    const events = createShopEvents();
    events.on(
      'configuration.saved',
      (saved) => {
        live.push({ before: saved.previous, after: saved.configuration, revision: saved.revision });
        settings.push(saved.settings);
      },
      'test',
    );
    service = new ConfigurationService({
      shops,
      configurations: new ConfigurationRepository(database.db),
      users: new UsersRepository(database.db),
      events,
      log: pino({ level: 'silent' }),
      now: () => 1_800_000_000_000,
    });
  });
  afterEach(() => database.dispose());

  it('records a save as a revision with who, when, what and the diff, then makes it live', async () => {
    const outcome = await service.save(
      shop,
      { origin: 'save', userId: 'u-anna' },
      withStopwords('il'),
    );
    expect(outcome).toMatchObject({ revision: 1, changed: true });
    expect(live).toEqual([expect.objectContaining({ revision: 1, after: outcome.configuration })]);
    const page = await service.history(anna, 's1', { from: 0, size: 20 });
    expect(page).toMatchObject({ total: 1, current: 1 });
    expect(page.items[0]).toEqual({
      revision: 1,
      createdAt: 1_800_000_000,
      origin: 'save',
      sections: ['fineTuning'],
      restoredFrom: null,
      author: 'anna@shop.it',
      changes: [{ path: ['fineTuning'], kind: 'added', after: outcome.configuration.fineTuning }],
      changeCount: 1,
    });
  });

  it('tells configuration.saved what the saved configuration asks of search, derived once', async () => {
    const outcome = await service.save(shop, { origin: 'save', userId: null }, withStopwords('il'));
    expect(settings).toEqual([searchSettingsOf(outcome.configuration)]);
    expect(settings[0]?.query.stopWords).toEqual(['il']);
  });

  it('refuses what the engine could not index, or what the save’s check refuses, storing nothing', async () => {
    const field = { label: '', typoTolerance: 'fuzzy2', searchType: 'text' };
    const unindexable = (configuration: ShopConfiguration): ShopConfiguration => ({
      ...configuration,
      setup: {
        ...defaultSetup(),
        query: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`f${i}`, field])),
      },
    });
    await expect(
      service.save(shop, { origin: 'save', userId: null }, unindexable),
    ).rejects.toMatchObject({ code: 'configuration-invalid' });
    const refuse = () => Promise.reject(new AppError('plan-feature-locked', 'no'));
    await expect(
      service.save(shop, { origin: 'save', userId: null }, withStopwords('il'), refuse),
    ).rejects.toMatchObject({ code: 'plan-feature-locked' });
    expect((await service.read('s1')).revision).toBe(0);
    expect(live).toEqual([]);
  });

  it('records nothing when a save changes nothing', async () => {
    await service.save(shop, { origin: 'save', userId: null }, withStopwords('il'));
    const again = await service.save(shop, { origin: 'save', userId: null }, withStopwords('il'));
    expect(again).toMatchObject({ revision: 1, changed: false });
    expect(live).toHaveLength(1);
  });

  it('keeps both of two saves that race on one shop, one revision each', async () => {
    const add = (word: string) => (configuration: ShopConfiguration) => {
      const words = configuration.fineTuning?.stopwords ?? [];
      return withStopwords(...words, word)(configuration);
    };
    await Promise.all([
      service.save(shop, { origin: 'save', userId: null }, add('il')),
      service.save(shop, { origin: 'save', userId: null }, add('la')),
    ]);
    const { configuration, revision } = await service.read('s1');
    expect(revision).toBe(2);
    expect([...(configuration.fineTuning?.stopwords ?? [])].sort()).toEqual(['il', 'la']);
  });

  it('rolls back to a revision as a new revision that goes live', async () => {
    await service.save(shop, { origin: 'save', userId: null }, withStopwords('il'));
    await service.save(shop, { origin: 'save', userId: null }, withStopwords('il', 'la', 'lo'));
    const rolled = await service.rollback(anna, 's1', 1);
    expect(rolled).toMatchObject({ revision: 3, changed: true });
    expect(rolled.configuration.fineTuning?.stopwords).toEqual(['il']);
    expect(live.at(-1)).toMatchObject({ revision: 3 });
    const [newest] = (await service.history(anna, 's1', { from: 0, size: 1 })).items;
    expect(newest).toMatchObject({
      revision: 3,
      origin: 'rollback',
      restoredFrom: 1,
      author: 'anna@shop.it',
      changes: [
        {
          path: ['fineTuning', 'stopwords'],
          kind: 'changed',
          before: ['il', 'la', 'lo'],
          after: ['il'],
        },
      ],
    });
  });

  it('refuses saves over a damaged configuration, and repairs it by rolling back', async () => {
    await service.save(shop, { origin: 'save', userId: null }, withStopwords('il'));
    await database.db
      .updateTable('shop_configurations')
      .set({ fine_tuning: '{"weights":"heavy"}' })
      .execute();
    await expect(
      service.save(shop, { origin: 'save', userId: null }, withStopwords('la')),
    ).rejects.toMatchObject({ code: 'configuration-corrupt', section: 'fineTuning' });
    await expect(service.read('s1')).rejects.toMatchObject({ code: 'configuration-corrupt' });
    await service.rollback(anna, 's1', 1);
    expect((await service.read('s1')).configuration.fineTuning?.stopwords).toEqual(['il']);
  });

  it('answers only the owner, and an unknown revision as missing', async () => {
    await service.save(shop, { origin: 'save', userId: null }, withStopwords('il'));
    await expect(service.history(marco, 's1', { from: 0, size: 5 })).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(service.rollback(marco, 's1', 1)).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(service.rollback(anna, 's1', 9)).rejects.toMatchObject({
      code: 'revision-not-found',
    });
    expect((await service.read('s1')).revision).toBe(1);
  });
});
