import { captchaChallengeSchema } from '@trova/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const REMOTE = '203.0.113.9';

describe('captcha on signup and login', () => {
  let app: TestApp;

  beforeEach(async () => {
    // A trivial proof of work keeps the test fast; the checks are the same.
    app = await createTestApp({}, { captcha: { cost: 1, counterMin: 1, counterMax: 20 } });
  });
  afterEach(() => app.dispose());

  async function solved(): Promise<string> {
    const response = await app.server.inject({
      url: '/API/captcha/challenge',
      remoteAddress: REMOTE,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(response.json());
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const signup = (email: string, altcha?: string, remoteAddress = REMOTE) =>
    app.server.inject({
      method: 'POST',
      url: '/API/customers',
      remoteAddress,
      payload: { email, password: PASSWORD, language_iso: 'en', ...(altcha ? { altcha } : {}) },
    });

  it("refuses a remote visitor without a solution: 'You are a robot'", async () => {
    const response = await signup('a@shop.it');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'ERROR',
      code: 'captcha-failed',
      message: 'You are a robot',
    });
  });

  it('accepts a solved challenge once', async () => {
    const altcha = await solved();
    expect((await signup('a@shop.it', altcha)).statusCode).toBe(200);
    expect((await signup('b@shop.it', altcha)).json()).toMatchObject({ code: 'captcha-failed' });
  });

  it('refuses a forged or garbled solution', async () => {
    const altcha = await solved();
    // The derived key is the proof (the counter only helps the solver).
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c) =>
      c === '0' ? '1' : '0',
    );
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await signup('a@shop.it', forged)).json()).toMatchObject({ code: 'captcha-failed' });
    expect((await signup('a@shop.it', 'bm90IGpzb24=')).json()).toMatchObject({
      code: 'captcha-failed',
    });
  });

  it('skips the captcha for loopback visitors and checks it on login too', async () => {
    expect((await signup('local@shop.it', undefined, '127.0.0.1')).statusCode).toBe(200);
    const login = await app.server.inject({
      method: 'POST',
      url: '/API/session',
      remoteAddress: REMOTE,
      payload: { username: 'local@shop.it', password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ code: 'captcha-failed', message: 'You are a robot' });
  });
});
