import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { MemoryRateLimitStore, type RateLimitStore } from '../rate-limits/index';
import { SystemRepository } from '../system/index';
import { CaptchaService, type CaptchaSettings } from './captcha.service';

const REMOTE = '203.0.113.9';
/** A trivial proof of work keeps the test fast; the checks are the same. */
const CHEAP: CaptchaSettings = {
  mode: 'auto',
  development: false,
  cost: 1,
  counterMin: 1,
  counterMax: 20,
};
const failed = { code: 'captcha-failed' };

describe('CaptchaService', () => {
  let database: TestDatabase;
  const captcha = (
    options: { settings?: CaptchaSettings; now?: () => number; shared?: RateLimitStore } = {},
    db: TestDatabase = database,
  ) =>
    new CaptchaService(
      new SystemRepository(db.db),
      options.settings ?? CHEAP,
      // altcha-lib checks expiry against the real time, so the service's clock is the real one.
      options.now ?? Date.now,
      options.shared,
    );
  /** A solved challenge as the widget posts it. */
  const solved = async (service: CaptchaService): Promise<string> => {
    const challenge = await service.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
  });
  afterEach(() => database.dispose());

  it('asks remote visitors, not loopback ones, unless switched on or off', () => {
    expect(captcha().required(REMOTE)).toBe(true);
    expect(captcha().required('127.0.0.1')).toBe(false);
    expect(captcha({ settings: { ...CHEAP, mode: 'on' } }).required('127.0.0.1')).toBe(true);
    expect(captcha({ settings: { ...CHEAP, mode: 'off' } }).required(REMOTE)).toBe(false);
  });

  it('lets a visitor who needs none through without a solution', async () => {
    await expect(captcha().verify('127.0.0.1', undefined)).resolves.toBeUndefined();
  });

  it('refuses a remote visitor without a solution, or with text that is none', async () => {
    const service = captcha();
    await expect(service.verify(REMOTE, undefined)).rejects.toMatchObject(failed);
    await expect(service.verify(REMOTE, 'bm90IGpzb24=')).rejects.toMatchObject(failed);
    await expect(service.verify(REMOTE, 'not base64 at all!')).rejects.toMatchObject(failed);
  });

  it('accepts a solved challenge once', async () => {
    const service = captcha();
    const altcha = await solved(service);
    await expect(service.verify(REMOTE, altcha)).resolves.toBeUndefined();
    await expect(service.verify(REMOTE, altcha)).rejects.toMatchObject(failed);
  });

  it('accepts challenges any process of the installation signed, once across them all', async () => {
    const shared = new MemoryRateLimitStore();
    const first = captcha({ shared });
    const second = captcha({ shared });
    const altcha = await solved(first);
    await expect(second.verify(REMOTE, altcha)).resolves.toBeUndefined();
    await expect(first.verify(REMOTE, altcha)).rejects.toMatchObject(failed);
  });

  it("refuses another installation's challenge and an expired one", async () => {
    const elsewhere = await openTestDatabase('sqlite');
    try {
      const altcha = await solved(captcha({}, elsewhere));
      await expect(captcha().verify(REMOTE, altcha)).rejects.toMatchObject(failed);
    } finally {
      await elsewhere.dispose();
    }
    // Issued eleven minutes ago: its ten minutes are over.
    const stale = await solved(captcha({ now: () => Date.now() - 11 * 60_000 }));
    await expect(captcha().verify(REMOTE, stale)).rejects.toMatchObject(failed);
  });
});
