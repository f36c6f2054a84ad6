import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { seedShops } from '../../../test/market-prices';
import { testClock } from '../../../test/test-app';
import { JOBS, JobQueue, JobsRepository } from '../jobs/index';
import {
  QUERY_SUGGESTIONS_EVERY_SECONDS,
  QuerySuggestionsScheduler,
} from './query-suggestions.job';
import { QuerySuggestionsRepository } from './query-suggestions.repository';

describe('the query suggestions schedule', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await seedShops(database.db);
  });
  afterEach(() => database.dispose());

  it('queues a searched shop once, and again a day after its build', async () => {
    const clock = testClock(1_000_000_000_000);
    const repository = new QuerySuggestionsRepository(database.db);
    const scheduler = new QuerySuggestionsScheduler({
      repository,
      queue: new JobQueue(new JobsRepository(database.db, database.dialect), JOBS, clock),
      log: pino({ level: 'silent' }),
      now: clock,
    });
    const today = Math.floor(clock() / 86_400_000);
    await database.db
      .insertInto('analytics_days')
      .values({ shop_id: 's-anna', day: today, device: 'desktop', intents_with_results: 2 })
      .execute();
    const queued = async () =>
      (
        await database.db
          .selectFrom('jobs')
          .select(['name', 'shop_id'])
          .where('status', '=', 'queued')
          .execute()
      ).map((row) => `${row.name} ${row.shop_id ?? ''}`);
    await scheduler.tick();
    await scheduler.tick();
    expect(await queued()).toEqual(['analytics.query-suggestions s-anna']);
    // Built: nothing due until a day has passed.
    await database.db.deleteFrom('jobs').execute();
    await repository.replace('s-anna', [], Math.floor(clock() / 1000));
    await scheduler.tick();
    expect(await queued()).toEqual([]);
    clock.advance(QUERY_SUGGESTIONS_EVERY_SECONDS * 1000);
    await scheduler.tick();
    expect(await queued()).toEqual(['analytics.query-suggestions s-anna']);
  });
});
