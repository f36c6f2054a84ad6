import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { testClock } from '../../../test/test-app';
import { loadConfig, type ServerConfig } from '../../config/config';
import { createLimiters } from '../../http/limiters';
import type { Caller } from '../../kernel/caller';
import type { ModuleContext } from '../../kernel/module-context';
import { createShopEvents } from '../../kernel/shop-events';
import { createCaptchaModule } from '../captcha/index';
import { createCustomersModule } from '../customers/index';
import { createMailModule } from '../mail/index';
import { createSystemModule } from '../system/index';
import { createUsersModule } from '../users/index';
import { createAuthModule } from './auth.module';

const SELLER = { name: '', country: 'IT', email: '' };
const LOOPBACK = '127.0.0.1';

/**
 * The access modules assembled bottom-up as app-services does (system, captcha, users,
 * customers, auth): each lower module's port is answered by the assembler above it.
 */
describe('the access modules, assembled bottom-up', () => {
  let database: TestDatabase;
  let config: ServerConfig;
  let context: ModuleContext;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    config = loadConfig({
      TROVA_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'trova-access-')),
      LOG_LEVEL: 'silent',
    });
    context = {
      db: database.db,
      events: createShopEvents(),
      log: pino({ level: 'silent' }),
      now: testClock(Date.UTC(2026, 0, 1)),
    };
  });
  afterEach(() => database.dispose());

  function lower() {
    const system = createSystemModule({ ...context, dialect: 'sqlite', config, seller: SELLER });
    const settings = { mode: 'auto' as const, development: false };
    return { system, captcha: createCaptchaModule({ ...context, system, settings }) };
  }

  it("answers /config.json's captcha question through the port the captcha module connects", () => {
    const system = createSystemModule({ ...context, dialect: 'sqlite', config, seller: SELLER });
    const origin = 'https://trova.example';
    expect(() => system.services.system.publicConfig(origin, '203.0.113.9')).toThrow(
      /not connected/,
    );
    createCaptchaModule({ ...context, system, settings: { mode: 'auto', development: false } });
    expect(system.services.system.publicConfig(origin, '203.0.113.9').captcha).toBe(true);
    expect(system.services.system.publicConfig(origin, LOOPBACK).captcha).toBe(false);
  });

  it("ends the other sessions on a password change and shows the customer's fields", async () => {
    const { system, captcha } = lower();
    const limits = createLimiters({ ...context, dialect: 'sqlite', config });
    const shared = { ...context, limiter: limits.limiter, limits: config.rateLimits };
    const users = createUsersModule(shared);
    const { mail } = createMailModule({ ...context, config }).services;
    const baseUrl = () => 'https://trova.example';
    const customers = createCustomersModule({ ...shared, users, captcha, mail, baseUrl });
    const auth = createAuthModule({
      ...shared,
      ...{ system, captcha, users, customers, mail, config, baseUrl },
    });
    const account = { email: 'anna@shop.it', password: 'Secret-1!', language: 'en' as const };
    await customers.services.customers.createAccount({ ...account, activated: true });
    const login = () =>
      auth.services.auth.login({ username: account.email, password: account.password }, LOOPBACK);
    const kept = await login();
    const other = await login();
    const caller: Caller = await auth.services.auth.authenticate(kept.jwt);
    await customers.services.customers.update(caller, { resellerCode: 'R-42' });

    expect(await users.services.users.me(caller)).toMatchObject({ resellerCode: 'R-42' });
    await users.services.users.update(caller, {
      previousPassword: account.password,
      password: 'Secret-2!',
    });
    await expect(auth.services.auth.authenticate(other.jwt)).rejects.toMatchObject({
      code: 'session-revoked',
    });
    await expect(auth.services.auth.authenticate(kept.jwt)).resolves.toEqual(caller);
  });
});
