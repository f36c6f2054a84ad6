import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { StoredenInstallsRepository } from './storeden-installs.repository';

const held = (claim: string, expiresAt: number) => ({
  claim,
  instance: '5f1a2b3c4d5e6f7a8b9c0d1e',
  api_key: 'chiave',
  exchange: 'scambio',
  store_name: 'Sentieri Alti',
  expires_at: expiresAt,
});

describe.each(testDialects())('Storeden installs on %s', (dialect) => {
  let database: TestDatabase;
  let installs: StoredenInstallsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    installs = new StoredenInstallsRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('hands a claim out once, and shows it until then', async () => {
    await installs.insert(held('c-1', 1600), 1000);
    expect(await installs.find('c-1', 1000)).toEqual(held('c-1', 1600));
    expect(await installs.take('c-1', 1000)).toEqual(held('c-1', 1600));
    expect(await installs.take('c-1', 1000)).toBeUndefined();
    expect(await installs.find('c-1', 1000)).toBeUndefined();
    expect(await installs.take('unknown', 1000)).toBeUndefined();
  });

  it('refuses an expired claim, and drops expired ones as new installs arrive', async () => {
    await installs.insert(held('late', 1600), 1000);
    expect(await installs.find('late', 1601)).toBeUndefined();
    expect(await installs.take('late', 1601)).toBeUndefined();
    await installs.insert(held('old', 900), 500);
    await installs.insert(held('new', 1600), 1000);
    expect(await installs.take('old', 800)).toBeUndefined();
  });

  it('puts a taken claim back when its connect failed', async () => {
    await installs.insert(held('c-2', 1600), 1000);
    const row = await installs.take('c-2', 1000);
    if (!row) throw new Error('not taken');
    await installs.restore(row);
    expect(await installs.take('c-2', 1000)).toEqual(held('c-2', 1600));
  });
});
