import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/dialects';
import { testClock } from '../../test/test-app';
import { RateLimitWindowsRepository } from '../modules/rate-limits/index';
import { createLimiters } from './limiters';

const config = {
  storefrontPerIpPerMinute: 2,
  rateLimits: {
    windowSeconds: 60,
    loginPerIp: 3,
    loginPerAccount: 3,
    passwordChangePerAccount: 3,
    signupPerIp: 3,
    recoveryPerIp: 3,
    recoveryPerEmail: 3,
  },
};

describe('createLimiters', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
  });
  afterEach(() => database.dispose());

  it('counts in this process on SQLite, with no shared store', async () => {
    const { shared, limiter, storefrontLimiter } = createLimiters({
      db: database.db,
      dialect: 'sqlite',
      config,
      log: pino({ level: 'silent' }),
      now: testClock(0),
    });
    expect(shared).toBeUndefined();
    storefrontLimiter.take('1.2.3.4');
    storefrontLimiter.take('1.2.3.4');
    expect(() => storefrontLimiter.take('1.2.3.4')).toThrow(
      expect.objectContaining({ code: 'too-many-requests' }),
    );
    for (let hit = 0; hit < 2; hit += 1) await limiter.take('login', '1.2.3.4', 2);
    await expect(limiter.take('login', '1.2.3.4', 2)).rejects.toMatchObject({ status: 429 });
  });

  it('shares the counts through the database on PostgreSQL', () => {
    const { shared } = createLimiters({
      db: database.db,
      dialect: 'postgres',
      config,
      log: pino({ level: 'silent' }),
      now: testClock(0),
    });
    expect(shared).toBeInstanceOf(RateLimitWindowsRepository);
  });
});
