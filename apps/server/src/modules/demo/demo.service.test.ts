import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isValidPassword } from '@trova/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DemoService } from './demo.service';

describe('demo account', () => {
  let app: TestApp;
  let demo: DemoService;

  beforeEach(async () => {
    app = await createTestApp();
    demo = new DemoService({
      db: app.database.db,
      customers: app.services.customers,
      dataDir: app.config.dataDir,
      now: Date.now,
      lifecycle: app.services.accountBilling.lifecycle,
    });
  });
  afterEach(() => app.dispose());

  const login = (password: string) =>
    app.server.inject({
      method: 'POST',
      url: '/API/session',
      payload: { username: DEMO_EMAIL, password },
    });

  it('creates an activated account with a strong generated password that logs in', async () => {
    const { email, password } = await demo.ensure();
    expect(email).toBe(DEMO_EMAIL);
    expect(isValidPassword(password)).toBe(true);
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await login(password)).statusCode).toBe(200);
    const file = path.join(app.config.dataDir, 'demo-login.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('answers the same login on later starts', async () => {
    const first = await demo.ensure();
    expect(await demo.ensure()).toEqual(first);
  });

  it('sets a new password when the kept file is gone', async () => {
    const first = await demo.ensure();
    fs.rmSync(path.join(app.config.dataDir, 'demo-login.txt'));
    const second = await demo.ensure();
    expect(second.password).not.toBe(first.password);
    expect((await login(first.password)).statusCode).toBe(401);
    expect((await login(second.password)).statusCode).toBe(200);
  });
});
