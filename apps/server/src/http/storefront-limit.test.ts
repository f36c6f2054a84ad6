import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/test-app';
import { AppError } from '../errors/error-catalogue';
import { MemoryRateLimitStore } from '../modules/rate-limits/index';
import { StorefrontLimiter } from './storefront-limit';
import pino from 'pino';

const log = pino({ level: 'silent' });

function refused(limiter: StorefrontLimiter, ip: string): boolean {
  try {
    limiter.take(ip);
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return true;
  }
}

describe('StorefrontLimiter', () => {
  it('refuses the call past the limit in one process, with Retry-After, until the next minute', () => {
    const clock = testClock(0);
    const limiter = new StorefrontLimiter({ perMinute: 3, now: clock });
    expect([1, 2, 3, 4].map(() => refused(limiter, '1.2.3.4'))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(refused(limiter, '5.6.7.8')).toBe(false);
    clock.advance(15_000);
    try {
      limiter.take('1.2.3.4');
    } catch (error) {
      expect(error).toMatchObject({ code: 'too-many-requests', headers: { 'retry-after': '45' } });
    }
    clock.advance(45_000);
    expect(refused(limiter, '1.2.3.4')).toBe(false);
  });

  it('never refuses when the limit is 0', () => {
    const limiter = new StorefrontLimiter({ perMinute: 0, now: testClock(0) });
    for (let call = 0; call < 1000; call += 1) limiter.take('1.2.3.4');
  });

  it('sees the calls another process counted once both have flushed', async () => {
    const store = new MemoryRateLimitStore();
    const clock = testClock(0);
    const shared = { store, log, flushMs: 3_600_000 };
    const first = new StorefrontLimiter({ perMinute: 4, now: clock, shared });
    const second = new StorefrontLimiter({ perMinute: 4, now: clock, shared });
    for (let call = 0; call < 3; call += 1) first.take('1.2.3.4');
    await first.flush();
    // Not yet seen: the second process judges on its own counts until its next flush.
    expect(refused(second, '1.2.3.4')).toBe(false);
    await second.flush();
    expect(await store.count('storefront-ip:1.2.3.4', 0)).toBe(4);
    expect(refused(second, '1.2.3.4')).toBe(true);
    await first.flush();
    expect(refused(first, '1.2.3.4')).toBe(true);
    await Promise.all([first.close(), second.close()]);
  });

  it('keeps counting locally when the shared store fails, and sends the calls later', async () => {
    const store = new MemoryRateLimitStore();
    let failing = true;
    const flaky = {
      add: (...args: Parameters<MemoryRateLimitStore['add']>) =>
        failing ? Promise.reject(new Error('down')) : store.add(...args),
      count: (key: string, windowStart: number) => store.count(key, windowStart),
    };
    const limiter = new StorefrontLimiter({
      perMinute: 10,
      now: testClock(0),
      shared: { store: flaky, log, flushMs: 3_600_000 },
    });
    limiter.take('1.2.3.4');
    limiter.take('1.2.3.4');
    await limiter.flush();
    failing = false;
    await limiter.close();
    expect(await store.count('storefront-ip:1.2.3.4', 0)).toBe(2);
  });

  it('counts a call by its units, refusing one that does not fit whole and counting none of it', async () => {
    const store = new MemoryRateLimitStore();
    const limiter = new StorefrontLimiter({
      perMinute: 1000,
      now: testClock(0),
      shared: { store, log, flushMs: 3_600_000 },
    });
    limiter.take('1.2.3.4', 600);
    expect(() => limiter.take('1.2.3.4', 401)).toThrow(AppError);
    limiter.take('1.2.3.4', 400);
    expect(refused(limiter, '1.2.3.4')).toBe(true);
    expect(refused(limiter, '5.6.7.8')).toBe(false);
    await limiter.close();
    expect(await store.count('storefront-ip:1.2.3.4', 0)).toBe(1000);
  });
});
