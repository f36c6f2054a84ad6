import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { SystemRepository } from './system.repository';

describe.each(testDialects())('SystemRepository on %s', (dialect) => {
  let database: TestDatabase;
  let repository: SystemRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    repository = new SystemRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('answers undefined for a setting never stored', async () => {
    expect(await repository.getSetting('missing')).toBeUndefined();
  });

  it('stores a setting and overwrites it on the next put', async () => {
    await repository.putSetting('layer.version', '1.0.0', 100);
    await repository.putSetting('layer.version', '1.1.0', 200);
    expect(await repository.getSetting('layer.version')).toBe('1.1.0');
    const rows = await database.db.selectFrom('system_settings').selectAll().execute();
    expect(rows).toEqual([{ key: 'layer.version', value: '1.1.0', updated_at: 200 }]);
  });

  it('keeps the first value when concurrent starts race to create the same setting', async () => {
    const candidates = Array.from({ length: 8 }, (_, index) => `secret-${index}`);
    const winners = await Promise.all(
      candidates.map((value) => repository.getOrInsertSetting('instance.id', value, 1)),
    );
    expect(new Set(winners).size).toBe(1);
    expect(candidates).toContain(winners[0]);
    expect(await repository.getOrInsertSetting('instance.id', 'later', 2)).toBe(winners[0]);
  });

  it('reaches the database through ping', async () => {
    await expect(repository.ping()).resolves.toBeUndefined();
  });
});
