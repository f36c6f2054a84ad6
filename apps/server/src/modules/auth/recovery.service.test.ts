import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD_RESET_LINK_TTL_MS } from '@trova/contracts';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { readOutbox } from '../../../test/accounts';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { RateLimiter } from '../../http/rate-limiter';
import { verifyPassword } from '../../kernel/password-hasher';
import { CustomersRepository } from '../customers/index';
import { MailService } from '../mail/index';
import { MemoryRateLimitStore } from '../rate-limits/index';
import { UsersRepository } from '../users/index';
import { OneTimeCodesRepository } from './one-time-codes.repository';
import { RecoveryService } from './recovery.service';
import { SessionsRepository } from './sessions.repository';

const IP = '203.0.113.7';
const LIMITS = {
  windowSeconds: 900,
  loginPerIp: 30,
  loginPerAccount: 10,
  passwordChangePerAccount: 10,
  signupPerIp: 10,
  recoveryPerIp: 10,
  recoveryPerEmail: 2,
};
/** Argon2 hashes on a loaded 2-core machine: a bound, not a speed target. */
const SLOW_TEST_MS = 30_000;

describe('RecoveryService', () => {
  let database: TestDatabase;
  let dataDir: string;
  let now: number;
  let sessions: SessionsRepository;
  let recovery: RecoveryService;

  /** The code of the last recovery mail in the outbox. */
  const lastCode = () =>
    new URL(readOutbox(dataDir).at(-1)?.link ?? 'x:').searchParams.get('code') ?? '';

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-recovery-'));
    for (const name of ['anna', 'marco']) await insertAccount(database.db, name);
    now = Date.UTC(2025, 5, 1);
    const clock = () => now;
    const log = pino({ level: 'silent' });
    sessions = new SessionsRepository(database.db);
    recovery = new RecoveryService({
      users: new UsersRepository(database.db),
      codes: new OneTimeCodesRepository(database.db, 'password_recoveries'),
      sessions,
      mail: new MailService(
        { smtpUrl: undefined, from: 'trova@example.com', outboxDir: path.join(dataDir, 'outbox') },
        log,
        clock,
      ),
      limiter: new RateLimiter(new MemoryRateLimitStore(), LIMITS.windowSeconds, clock),
      limits: LIMITS,
      baseUrl: () => 'https://console.example',
      log,
      now: clock,
    });
  });
  afterEach(async () => {
    await recovery.idle();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers OK for any address, and mails a link only to an account', async () => {
    expect(await recovery.request('nobody@shop.it', IP)).toEqual({ status: 'OK' });
    await recovery.idle();
    expect(readOutbox(dataDir)).toEqual([]);
    expect(await recovery.request('Anna@Shop.it', IP)).toEqual({ status: 'OK' });
    await recovery.idle();
    const [mail] = readOutbox(dataDir);
    expect(mail).toMatchObject({ to: 'anna@shop.it', kind: 'recovery' });
    expect(mail?.link).toMatch(/^https:\/\/console\.example\/recovery\?code=\S+$/);
  });

  it('limits requests per address, whatever its case', async () => {
    for (let i = 0; i < LIMITS.recoveryPerEmail; i += 1) {
      await recovery.request('anna@shop.it', IP);
    }
    await expect(recovery.request('ANNA@shop.it', IP)).rejects.toMatchObject({
      code: 'too-many-requests',
    });
  });

  it(
    'resets the password once: new API key, every session ended',
    { timeout: SLOW_TEST_MS },
    async () => {
      const nowSeconds = now / 1000;
      await sessions.create({
        id: 's1',
        userId: 'u-anna',
        createdAt: nowSeconds,
        expiresAt: nowSeconds + 60,
      });
      await recovery.request('anna@shop.it', IP);
      await recovery.idle();
      const code = lastCode();
      expect(await recovery.reset(code, 'Changed1!pw')).toEqual({ status: 'OK' });
      const user = await new UsersRepository(database.db).findById('u-anna');
      expect(await verifyPassword(user?.password_hash ?? '', 'Changed1!pw')).toBe(true);
      const customers = new CustomersRepository(database.db);
      expect(await customers.findIdByApiKey('key-anna')).toBeUndefined();
      expect(await customers.findIdByApiKey('key-marco')).toBe('c-marco');
      expect((await sessions.find('s1'))?.revokedAt).not.toBeNull();
      await expect(recovery.reset(code, 'Again1!pw')).rejects.toMatchObject({
        code: 'recovery-code-invalid',
      });
    },
  );

  it('refuses an unknown code, and an expired one apart', async () => {
    await expect(recovery.reset('made-up', 'Changed1!pw')).rejects.toMatchObject({
      code: 'recovery-code-invalid',
    });
    await recovery.request('anna@shop.it', IP);
    await recovery.idle();
    now += PASSWORD_RESET_LINK_TTL_MS;
    await expect(recovery.reset(lastCode(), 'Changed1!pw')).rejects.toMatchObject({
      code: 'recovery-code-expired',
    });
  });
});
