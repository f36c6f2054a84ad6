import { REVISIONS_KEPT } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/index';
import type { ConfigurationColumns } from './configuration-document';
import {
  ConfigurationRepository,
  snapshotColumns,
  type RevisionRecord,
} from './configuration.repository';

const EMPTY: ConfigurationColumns = {
  setup: null,
  fine_tuning: null,
  layout: null,
  seo_translations: null,
  facet_labels: null,
};

function record(origin = 'save'): RevisionRecord {
  return {
    origin,
    sections: '["layout"]',
    restored_from: null,
    author: 'anna@shop.it',
    changes: '[]',
    change_count: 1,
  };
}

describe.each(testDialects())('configuration storage on %s', (dialect) => {
  let database: TestDatabase;
  let configurations: ConfigurationRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    configurations = new ConfigurationRepository(database.db);
    await insertAccount(database.db, 'anna');
    const shops = new ShopsRepository(database.db);
    await shops.insert(shopRow('s1', 'c-anna'));
    await shops.insert(shopRow('s2', 'c-anna'));
  });
  afterEach(() => database.dispose());

  it('reads a shop never configured as empty, at revision 0', async () => {
    expect(await configurations.find('s1')).toEqual({ shop_id: 's1', revision: 0, ...EMPTY });
    const many = await configurations.findMany(['s1', 's2']);
    expect([...many.keys()]).toEqual(['s1', 's2']);
  });

  it('writes every save as the next revision with its snapshot', async () => {
    expect(await configurations.save('s1', 0, { ...EMPTY, layout: '{"a":1}' }, record(), 10)).toBe(
      1,
    );
    expect(await configurations.save('s1', 1, { ...EMPTY, layout: '{"a":2}' }, record(), 20)).toBe(
      2,
    );
    expect(await configurations.find('s1')).toMatchObject({ revision: 2, layout: '{"a":2}' });
    const first = await configurations.revision('s1', 1);
    expect(first).toMatchObject({ created_at: 10, origin: 'save', author: 'anna@shop.it' });
    expect(first && snapshotColumns(first)).toEqual({ ...EMPTY, layout: '{"a":1}' });
    // The other shop is untouched.
    expect((await configurations.find('s2')).revision).toBe(0);
    const current = await configurations.currentRevisions(['s1', 's2']);
    expect([...current]).toEqual([
      ['s1', 2],
      ['s2', 0],
    ]);
    expect((await configurations.currentRevisions([])).size).toBe(0);
  });

  it('refuses a save that started from a revision no longer current, writing nothing', async () => {
    await configurations.save('s1', 0, { ...EMPTY, setup: '{}' }, record(), 1);
    expect(
      await configurations.save('s1', 0, { ...EMPTY, setup: '{"x":1}' }, record(), 2),
    ).toBeNull();
    await configurations.save('s1', 1, { ...EMPTY, setup: '{"y":1}' }, record(), 3);
    expect(
      await configurations.save('s1', 1, { ...EMPTY, setup: '{"z":1}' }, record(), 4),
    ).toBeNull();
    expect(await configurations.find('s1')).toMatchObject({ revision: 2, setup: '{"y":1}' });
    expect((await configurations.revisions('s1', 0, 10)).total).toBe(2);
  });

  it('pages revisions newest first and keeps only the last ones', async () => {
    const saves = REVISIONS_KEPT + 3;
    for (let revision = 0; revision < saves; revision++) {
      const layout = JSON.stringify({ n: revision });
      await configurations.save('s1', revision, { ...EMPTY, layout }, record(), revision);
    }
    const page = await configurations.revisions('s1', 0, 3);
    expect(page.total).toBe(REVISIONS_KEPT);
    expect(page.rows.map((row) => row.revision)).toEqual([saves, saves - 1, saves - 2]);
    expect(await configurations.revision('s1', 3)).toBeUndefined();
    expect(await configurations.revision('s1', 4)).toBeDefined();
  });

  it('removes configuration and revisions with the shop', async () => {
    await configurations.save('s1', 0, { ...EMPTY, setup: '{}' }, record(), 1);
    await new ShopsRepository(database.db).delete('c-anna', 's1', () => Promise.resolve());
    expect((await configurations.find('s1')).revision).toBe(0);
    expect((await configurations.revisions('s1', 0, 10)).total).toBe(0);
  });

  it('reports a damaged snapshot instead of restoring nothing', () => {
    expect(() => snapshotColumns({ shop_id: 's1', revision: 3, configuration: '[1' })).toThrow(
      /Revision 3 of shop s1 cannot be read/,
    );
    expect(() =>
      snapshotColumns({ shop_id: 's1', revision: 3, configuration: '{"setup":5}' }),
    ).toThrow(/cannot be read/);
  });
});
