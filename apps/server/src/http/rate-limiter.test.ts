import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/error-catalogue';
import { testClock } from '../../test/test-app';
import { MemoryRateLimitStore } from '../modules/rate-limits/index';
import { RateLimiter } from './rate-limiter';

async function refusal(attempt: Promise<unknown>): Promise<unknown> {
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
    const refused = await refusal(limiter.take('login', '1.2.3.4', 3));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'too-many-requests',
      status: 429,
      headers: { 'retry-after': '40' },
    });
    expect(await refusal(limiter.take('login', '1.2.3.4', 3))).toBeInstanceOf(AppError);
    clock.advance(40_000);
    await expect(limiter.take('login', '1.2.3.4', 3)).resolves.toBeUndefined();
  });

  it('keeps buckets and keys apart, and treats 0 as no limit', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 60, testClock(0));
    await limiter.take('login', 'a', 1);
    await expect(limiter.take('login', 'b', 1)).resolves.toBeUndefined();
    await expect(limiter.take('signup', 'a', 1)).resolves.toBeUndefined();
    await expect(limiter.take('login', 'a', 1)).rejects.toThrow(AppError);
    for (let hit = 0; hit < 100; hit += 1) await limiter.take('free', 'a', 0);
  });

  it('admits exactly max of many parallel attempts whose work outlasts the count', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 900, testClock(0));
    let checked = 0;
    const attempts = Array.from({ length: 40 }, async () => {
      await limiter.reserve([{ bucket: 'login-account', key: 'anna@shop.it', max: 10 }]);
      // The password hash: every attempt has counted itself before any of them ends.
      await tick();
      checked += 1;
    });
    const outcomes = await Promise.all(attempts.map(refusal));
    expect(checked).toBe(10);
    expect(outcomes.filter((outcome) => outcome instanceof AppError)).toHaveLength(30);
  });

  it('gives back a released attempt, and every limit of a refused one', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 900, testClock(0));
    const limits = (ipMax: number) => [
      { bucket: 'login-ip', key: '1.2.3.4', max: ipMax },
      { bucket: 'login-account', key: 'anna@shop.it', max: 2 },
    ];
    const right = await limiter.reserve(limits(5));
    await right.release();
    await right.release();
    await limiter.reserve(limits(5));
    await limiter.reserve(limits(5));
    // Account full: the IP's count is given back too, so three more fit under an IP max of 5.
    expect(await refusal(limiter.reserve(limits(5)))).toMatchObject({ code: 'too-many-requests' });
    for (let n = 0; n < 3; n += 1) await limiter.take('login-ip', '1.2.3.4', 5);
    await expect(limiter.take('login-ip', '1.2.3.4', 5)).rejects.toThrow(AppError);
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
