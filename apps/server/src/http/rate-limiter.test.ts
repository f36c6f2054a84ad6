import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/error-catalogue';
import { testClock } from '../../test/test-app';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('refuses once the window is full, with Retry-After, and allows again after it', () => {
    const clock = testClock(0);
    const limiter = new RateLimiter(60, clock);
    for (let hit = 0; hit < 3; hit += 1) limiter.take('login', '1.2.3.4', 3);
    clock.advance(20_000);
    let refused: unknown;
    try {
      limiter.check('login', '1.2.3.4', 3);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'too-many-requests',
      status: 429,
      headers: { 'retry-after': '40' },
    });
    clock.advance(40_000);
    expect(() => limiter.check('login', '1.2.3.4', 3)).not.toThrow();
  });

  it('keeps buckets and keys apart, and treats 0 as no limit', () => {
    const limiter = new RateLimiter(60, testClock(0));
    limiter.take('login', 'a', 1);
    expect(() => limiter.check('login', 'b', 1)).not.toThrow();
    expect(() => limiter.check('signup', 'a', 1)).not.toThrow();
    expect(() => limiter.check('login', 'a', 1)).toThrow(AppError);
    for (let hit = 0; hit < 100; hit += 1) limiter.take('free', 'a', 0);
    expect(() => limiter.check('free', 'a', 0)).not.toThrow();
  });
});
