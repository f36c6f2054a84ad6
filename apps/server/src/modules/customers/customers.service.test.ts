import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { readOutbox } from '../../../test/accounts';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { RateLimiter } from '../../http/rate-limiter';
import { CaptchaService } from '../captcha/index';
import { MailService } from '../mail/index';
import { MemoryRateLimitStore } from '../rate-limits/index';
import { SystemRepository } from '../system/index';
import { UsersRepository } from '../users/index';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const IP = '203.0.113.7';
const PASSWORD = 'Secret1!pass';
const LIMITS = {
  windowSeconds: 900,
  loginPerIp: 30,
  loginPerAccount: 10,
  passwordChangePerAccount: 10,
  signupPerIp: 3,
  recoveryPerIp: 10,
  recoveryPerEmail: 5,
};
/** Argon2 hashes on a loaded 2-core machine: a bound, not a speed target. */
const SLOW_TEST_MS = 30_000;

describe('CustomersService', () => {
  let database: TestDatabase;
  let dataDir: string;
  let customers: CustomersRepository;
  let service: CustomersService;

  const build = (captchaMode: 'on' | 'off') => {
    const now = () => Date.UTC(2025, 5, 1);
    const log = pino({ level: 'silent' });
    const system = new SystemRepository(database.db);
    service = new CustomersService({
      customers,
      users: new UsersRepository(database.db),
      runtime: {
        skuCounts: (customerId) =>
          Promise.resolve(
            customerId === 'c-anna'
              ? [
                  { id: 's1', skus: 12 },
                  { id: 's2', skus: 0 },
                ]
              : [],
          ),
      },
      mail: new MailService(
        { smtpUrl: undefined, from: 'trova@example.com', outboxDir: path.join(dataDir, 'outbox') },
        log,
        now,
      ),
      captcha: new CaptchaService(system, { mode: captchaMode, development: false }, now),
      limiter: new RateLimiter(new MemoryRateLimitStore(), LIMITS.windowSeconds, now),
      limits: LIMITS,
      baseUrl: () => 'https://console.example',
      log,
      now,
    });
  };

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-customers-'));
    await insertAccount(database.db, 'anna');
    customers = new CustomersRepository(database.db);
    build('off');
  });
  afterEach(async () => {
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('signup and activation', () => {
    it(
      'creates an inactive account and mails its activation link, which activates it',
      { timeout: SLOW_TEST_MS },
      async () => {
        const signup = { email: 'New@Shop.it', password: PASSWORD, language_iso: 'it' as const };
        const { id } = await service.signup(signup, IP);
        expect((await customers.findById(id))?.activated_at).toBeNull();
        const [mail] = readOutbox(dataDir);
        expect(mail).toMatchObject({ to: 'new@shop.it', kind: 'activation' });
        const link = new URL(mail?.link ?? 'x:');
        expect(link.origin).toBe('https://console.example');
        expect(link.searchParams.get('id')).toBe(id);
        const key = link.searchParams.get('key') ?? '';
        await expect(service.activate(id, `${key}x`)).rejects.toMatchObject({
          code: 'activation-invalid',
        });
        expect(await service.activate(id, key)).toEqual({ status: 'OK' });
        // The console may send it twice; the mail may be opened again.
        expect(await service.activate(id, key)).toEqual({ status: 'OK' });
        expect((await customers.findById(id))?.activated_at).not.toBeNull();
        await expect(service.activate('c-nobody', key)).rejects.toMatchObject({
          code: 'activation-invalid',
        });
      },
    );

    it('refuses an address already in use, whatever its case', async () => {
      await expect(
        service.createAccount({
          email: 'ANNA@shop.it',
          password: PASSWORD,
          language: 'en',
          activated: true,
        }),
      ).rejects.toMatchObject({ code: 'email-taken' });
    });

    it('counts signups per client address before the captcha, which refuses a robot', async () => {
      build('on');
      const robot = { email: 'robot@shop.it', password: PASSWORD, language_iso: 'en' as const };
      for (let i = 0; i < LIMITS.signupPerIp; i += 1) {
        await expect(service.signup(robot, IP)).rejects.toMatchObject({ code: 'captcha-failed' });
      }
      await expect(service.signup(robot, IP)).rejects.toMatchObject({ code: 'too-many-requests' });
      expect(await new UsersRepository(database.db).findByEmail('robot@shop.it')).toBeUndefined();
      expect(readOutbox(dataDir)).toEqual([]);
    });
  });

  describe('the signed-in customer', () => {
    it('needs a session for every call', async () => {
      const missing = { code: 'missing-token' };
      await expect(service.billingInfo(undefined)).rejects.toMatchObject(missing);
      await expect(service.update(undefined, { resellerCode: 'R1' })).rejects.toMatchObject(
        missing,
      );
      await expect(service.rotateApiKey(undefined)).rejects.toMatchObject(missing);
      await expect(service.skuCount(undefined)).rejects.toMatchObject(missing);
    });

    it('takes the names from the profile until billing has its own, and stores billing fields', async () => {
      await database.db
        .updateTable('users')
        .set({ first_name: 'Anna', last_name: 'Rossi' })
        .where('id', '=', 'u-anna')
        .execute();
      expect(await service.billingInfo(anna)).toMatchObject({
        firstName: 'Anna',
        lastName: 'Rossi',
      });
      const billing = {
        firstName: 'Anna Maria',
        lastName: '',
        companyName: 'Anna srl',
        address: 'Via Roma 1',
        email: 'billing@anna.it',
        city: 'Milano',
        vat: 'IT123',
        country: 'DE',
        state: '',
        zip: '20100',
        sdi: '',
        pec: '',
      };
      expect(await service.update(anna, billing)).toEqual({ status: 'OK' });
      expect(await service.billingInfo(anna)).toEqual({
        ...billing,
        lastName: 'Rossi',
        isDeactivating: false,
      });
      await service.update(anna, { resellerCode: 'R-42' });
      expect((await customers.findById('c-anna'))?.reseller_code).toBe('R-42');
    });

    it('replaces the API key, the old one stopping at once', async () => {
      const { api_key: apiKey } = await service.rotateApiKey(anna);
      expect(apiKey).not.toBe('key-anna');
      expect(await customers.findIdByApiKey(apiKey)).toBe('c-anna');
      expect(await customers.findIdByApiKey('key-anna')).toBeUndefined();
    });

    it("counts SKUs per shop of the caller's own", async () => {
      expect(await service.skuCount(anna)).toEqual({ s1: 12, s2: 0 });
    });
  });
});
