import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testReads } from '../../../test/analytics-reads';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { pageWindow, productTitles } from './analytics-reads';

describe('analytics reads', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
  });
  afterEach(() => database.dispose());

  it('pages 20 rows at a time', () => {
    expect(pageWindow(0)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: 20, offset: 60 });
  });

  it('titles products from the catalogue, ids of products gone standing for themselves', async () => {
    const titles = await productTitles(testReads(database.db, { a: 'Tv' }), 's1', ['a', 'gone']);
    expect([...titles]).toEqual([
      ['a', 'Tv'],
      ['gone', 'gone'],
    ]);
  });
});
