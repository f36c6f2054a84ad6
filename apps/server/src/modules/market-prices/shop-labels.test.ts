import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { SystemRepository } from '../system/index';
import { ShopLabels } from './shop-labels';

describe('anonymous shop labels', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
  });
  afterEach(() => database.dispose());

  it('are stable for a pair, across instances sharing the database, and per viewer', async () => {
    const system = new SystemRepository(database.db);
    const labels = new ShopLabels(system, () => 1);
    const first = await labels.label('viewer-a', 'sharing-c');
    expect(first).toMatch(/^Trova shop [0-9A-F]{6}$/);
    expect(await labels.label('viewer-a', 'sharing-c')).toBe(first);
    // Another process reads the same instance secret.
    expect(await new ShopLabels(system, () => 2).label('viewer-a', 'sharing-c')).toBe(first);
    expect(await labels.label('viewer-b', 'sharing-c')).not.toBe(first);
    expect(await labels.label('viewer-a', 'sharing-d')).not.toBe(first);
    expect(first).not.toContain('sharing');
  });
});
