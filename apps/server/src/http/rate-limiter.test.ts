import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/error-catalogue';
import { testClock } from '../../test/test-app';
import { MemoryRateLimitStore } from '../modules/rate-limits/rate-limit-store';
import { RateLimiter } from './rate-limiter';

async function refusal(attempt: Promise<void>): Promise<unknown> {
  return attempt.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('RateLimiter', () => {
  it('refuses once the window is full, with Retry-After, and allows again in the next window', async () => {
    const clock = testClock(0);
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 60, clock);
    for (let hit = 0; hit < 3; hit += 1) await limiter.take('login', '1.2.3.4', 3);
    clock.advance(20_000);
    const refused = await refusal(limiter.check('login', '1.2.3.4', 3));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'too-many-requests',
      status: 429,
      headers: { 'retry-after': '40' },
    });
    expect(await refusal(limiter.take('login', '1.2.3.4', 3))).toBeInstanceOf(AppError);
    clock.advance(40_000);
    await expect(limiter.check('login', '1.2.3.4', 3)).resolves.toBeUndefined();
  });

  it('keeps buckets and keys apart, and treats 0 as no limit', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 60, testClock(0));
    await limiter.take('login', 'a', 1);
    await expect(limiter.check('login', 'b', 1)).resolves.toBeUndefined();
    await expect(limiter.check('signup', 'a', 1)).resolves.toBeUndefined();
    await expect(limiter.check('login', 'a', 1)).rejects.toThrow(AppError);
    for (let hit = 0; hit < 100; hit += 1) await limiter.take('free', 'a', 0);
    await expect(limiter.check('free', 'a', 0)).resolves.toBeUndefined();
  });

  it('counts failures recorded by hit against check', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 900, testClock(0));
    await limiter.hit('login-account', 'anna@shop.it');
    await limiter.hit('login-account', 'anna@shop.it');
    await expect(limiter.check('login-account', 'anna@shop.it', 3)).resolves.toBeUndefined();
    await limiter.hit('login-account', 'anna@shop.it');
    await expect(limiter.check('login-account', 'anna@shop.it', 3)).rejects.toMatchObject({
      code: 'too-many-requests',
    });
  });

  it('lets limiters on one store (processes on one database) share the budget', async () => {
    const store = new MemoryRateLimitStore();
    const clock = testClock(0);
    const first = new RateLimiter(store, 60, clock);
    const second = new RateLimiter(store, 60, clock);
    await first.take('signup-ip', '1.2.3.4', 2);
    await second.take('signup-ip', '1.2.3.4', 2);
    await expect(first.take('signup-ip', '1.2.3.4', 2)).rejects.toThrow(AppError);
    await expect(second.take('signup-ip', '1.2.3.4', 2)).rejects.toThrow(AppError);
  });
});
