import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import type { Caller } from '../../kernel/caller';
import { createShopEvents } from '../../kernel/shop-events';
import { ShopsRepository } from '../shops/index';
import { UsersRepository } from '../users/index';
import { ConfigurationUploadsService } from './configuration-uploads.service';
import { ConfigurationRepository } from './configuration.repository';
import { ConfigurationService } from './configuration.service';

const anna: Caller = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco: Caller = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'y' };

describe('ConfigurationUploadsService', () => {
  let database: TestDatabase;
  let configuration: ConfigurationService;
  let uploads: ConfigurationUploadsService;
  let revisions: number[];

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    const shops = new ShopsRepository(database.db);
    for (const name of ['anna', 'marco']) {
      await insertAccount(database.db, name);
      await shops.insert(shopRow(`s-${name}`, `c-${name}`));
    }
    revisions = [];
    const events = createShopEvents();
    events.on('configuration.saved', ({ revision }) => void revisions.push(revision), 'test');
    configuration = new ConfigurationService({
      shops,
      configurations: new ConfigurationRepository(database.db),
      users: new UsersRepository(database.db),
      events,
      log: pino({ level: 'silent' }),
      now: () => 1_800_000_000_000,
    });
    uploads = new ConfigurationUploadsService(shops, configuration);
  });
  afterEach(() => database.dispose());

  it('stores each upload and removal as a revision of its section', async () => {
    const seo = { color: { red: 'rosso' } };
    expect(await uploads.uploadSeo(anna, 's-anna', { seo })).toEqual({ status: 'OK' });
    await uploads.uploadFacetLabels(anna, 's-anna', { facets: { color: 'Colore' } });
    expect((await configuration.read('s-anna')).configuration).toMatchObject({
      seo,
      facetLabels: { color: 'Colore' },
    });
    await uploads.deleteSeo(anna, 's-anna');
    await uploads.deleteFacetLabels(anna, 's-anna');
    expect((await configuration.read('s-anna')).configuration).toMatchObject({
      seo: null,
      facetLabels: null,
    });
    expect(revisions).toEqual([1, 2, 3, 4]);
    const history = await configuration.history(anna, 's-anna', { from: 0, size: 10 });
    expect(history.items.map((item) => [item.origin, item.sections])).toEqual([
      ['upload', ['facetLabels']],
      ['upload', ['seo']],
      ['upload', ['facetLabels']],
      ['upload', ['seo']],
    ]);
  });

  it('answers the labels by shop key, `{}` when none were uploaded', async () => {
    expect(await uploads.facetLabels(anna, 'key-s-anna')).toEqual({ facets: {} });
    await uploads.uploadFacetLabels(anna, 's-anna', { facets: { size: 'Taglia' } });
    expect(await uploads.facetLabels(anna, 'key-s-anna')).toEqual({ facets: { size: 'Taglia' } });
  });

  it('answers another customer’s shop as missing, and changes nothing of it', async () => {
    await expect(uploads.uploadSeo(marco, 's-anna', { seo: {} })).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(uploads.facetLabels(marco, 'key-s-anna')).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(uploads.deleteFacetLabels(marco, 's-anna')).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    expect((await configuration.read('s-anna')).revision).toBe(0);
    expect(revisions).toEqual([]);
  });
});
