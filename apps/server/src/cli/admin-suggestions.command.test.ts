import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/dialects';
import { seedShops } from '../../test/market-prices';
import { JOBS, JobClaimsRepository, JobQueue, JobsRepository } from '../modules/jobs/index';
import { ShopsRepository } from '../modules/shops/index';
import { runSuggestionsCommand } from './admin-suggestions.command';

const JOB = 'analytics.query-suggestions';

describe('npm run admin -- suggestions rebuild', () => {
  let database: TestDatabase;
  let queue: JobQueue<typeof JOBS>;
  let printed: string[];
  let failed: string[];
  /** Plays the running server's job runner: another process, reading the same jobs table. */
  let server: JobClaimsRepository;
  let onSleep: () => Promise<void>;
  let ticks: number;

  const now = () => Math.floor(Date.now() / 1000);
  const run = (...args: string[]) =>
    runSuggestionsCommand(args, {
      shops: new ShopsRepository(database.db),
      queue,
      jobs: new JobsRepository(database.db, database.dialect),
      scheduler: {
        tick: async () => {
          ticks += 1;
          for (const shopId of ['s-anna', 's-marco']) await queue.enqueue(JOB, { shopId });
        },
      },
      print: (line) => printed.push(line),
      fail: (line) => failed.push(line),
      sleep: () => onSleep(),
    });
  const stored = () =>
    database.db
      .selectFrom('jobs')
      .select(['id', 'name', 'payload', 'status', 'shop_id'])
      .orderBy('shop_id')
      .execute();

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await seedShops(database.db);
    queue = new JobQueue(new JobsRepository(database.db, database.dialect), JOBS, Date.now);
    server = new JobClaimsRepository(database.db, database.dialect);
    onSleep = () => Promise.resolve();
    ticks = 0;
    printed = [];
    failed = [];
  });
  afterEach(() => database.dispose());

  it('queues the shop’s build in the jobs table, where another process’s runner claims it', async () => {
    expect(await run('suggestions', 'rebuild', 'key-s-anna')).toBe(0);
    const [job, ...others] = await stored();
    expect(others).toEqual([]);
    expect(job).toMatchObject({ name: JOB, status: 'queued', shop_id: 's-anna' });
    expect(JSON.parse(job?.payload ?? '')).toEqual({ shopId: 's-anna' });
    expect(printed).toEqual([`Queued ${JOB} for shop key-s-anna (id s-anna): job ${job?.id}.`]);
    const claimed = await server.claim([JOB], 'server-1', now(), 5);
    expect(claimed.map((row) => row.id)).toEqual([job?.id]);
    // Asked again while one waits: the waiting job answers, no second build.
    expect(await run('suggestions', 'rebuild', 'key-s-marco')).toBe(0);
    expect(await run('suggestions', 'rebuild', 'key-s-marco')).toBe(0);
    expect((await stored()).map((row) => row.shop_id)).toEqual(['s-anna', 's-marco']);
    expect(printed[1]).toBe(printed[2]);
  });

  it('refuses an unknown shop key with exit code 1 and queues nothing', async () => {
    expect(await run('suggestions', 'rebuild', 'no-such-key')).toBe(1);
    expect(failed).toEqual(['No shop with the key no-such-key.']);
    expect(printed).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('with --wait, prints what the build stored once the server ran it', async () => {
    onSleep = async () => {
      const [row] = await server.claim([JOB], 'server-1', now(), 1);
      if (row) {
        await server.finish(row.id, 'server-1', {
          status: 'succeeded',
          now: now(),
          result: { suggestions: 12 },
        });
      }
    };
    expect(await run('suggestions', 'rebuild', 'key-s-anna', '--wait')).toBe(0);
    expect(printed[1]).toBe('Built 12 suggestions for shop key-s-anna.');
  });

  it('with --wait, exits 1 when the build failed', async () => {
    onSleep = async () => {
      const [row] = await server.claim([JOB], 'server-1', now(), 1);
      if (row) {
        await server.finish(row.id, 'server-1', {
          status: 'failed',
          now: now(),
          error: { code: 'index-not-loaded', message: 'the shop’s index is not loaded yet' },
        });
      }
    };
    expect(await run('suggestions', 'rebuild', 'key-s-anna', '--wait')).toBe(1);
    expect(failed).toEqual([
      'The build of shop key-s-anna failed after 0.5 s (index-not-loaded: the shop’s index is not loaded yet).',
    ]);
  });

  it('with --wait, gives up after 60 s of a job nobody runs', async () => {
    expect(await run('suggestions', 'rebuild', 'key-s-anna', '--wait')).toBe(1);
    expect(failed).toEqual(['The build of shop key-s-anna is still queued after 60 s.']);
  });

  it('queues every shop due a build with --due, and leaves other arguments to other commands', async () => {
    expect(await run('suggestions', 'rebuild', '--due')).toBe(0);
    expect(ticks).toBe(1);
    expect(printed).toEqual(['Queued 2 query-suggestions builds (every shop due one).']);
    expect((await stored()).map((row) => row.shop_id)).toEqual(['s-anna', 's-marco']);
    expect(await run('suggestions', 'rebuild')).toBeUndefined();
    expect(await run('suggestions', 'rebuild', 'key-s-anna', '--now')).toBeUndefined();
    expect(await run('suggestions', 'rebuild', '--due', '--wait')).toBeUndefined();
    expect(await run('invoices', 'list')).toBeUndefined();
  });
});
