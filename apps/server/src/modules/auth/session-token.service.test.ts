import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { SystemRepository } from '../system/index';
import { SessionTokenService } from './session-token.service';

const START_MS = Date.UTC(2025, 5, 1);
const START_SECONDS = START_MS / 1000;
const claims = { userId: 'u-anna', sessionId: 'session-1' };

describe('SessionTokenService', () => {
  let database: TestDatabase;
  let now: number;
  let tokens: SessionTokenService;
  const clock = () => now;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    now = START_MS;
    tokens = new SessionTokenService(new SystemRepository(database.db), clock);
  });
  afterEach(() => database.dispose());

  it('answers the claims of its own token until it expires, then expired-token', async () => {
    const jwt = await tokens.sign(claims, START_SECONDS + 60);
    expect(await tokens.verify(jwt)).toEqual(claims);
    now = START_MS + 59_000;
    expect(await tokens.verify(jwt)).toEqual(claims);
    now = START_MS + 61_000;
    await expect(tokens.verify(jwt)).rejects.toMatchObject({ code: 'expired-token' });
  });

  it('answers modified-token for a changed payload, garbage and another installation', async () => {
    const jwt = await tokens.sign(claims, START_SECONDS + 60);
    const [header, , signature] = jwt.split('.');
    const other = Buffer.from(
      JSON.stringify({ sub: 'u-marco', jti: 'session-1', exp: START_SECONDS + 60 }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${other}.${signature}`)).rejects.toMatchObject({
      code: 'modified-token',
    });
    await expect(tokens.verify('garbage')).rejects.toMatchObject({ code: 'modified-token' });
    const elsewhere = await openTestDatabase('sqlite');
    try {
      const stranger = new SessionTokenService(new SystemRepository(elsewhere.db), clock);
      await expect(stranger.verify(jwt)).rejects.toMatchObject({ code: 'modified-token' });
    } finally {
      await elsewhere.dispose();
    }
  });

  it('accepts what another process of the installation signed', async () => {
    const jwt = await tokens.sign(claims, START_SECONDS + 60);
    const peer = new SessionTokenService(new SystemRepository(database.db), clock);
    expect(await peer.verify(jwt)).toEqual(claims);
  });

  it('refuses a token signed with its secret but without a session id', async () => {
    await tokens.sign(claims, START_SECONDS + 60);
    const secret = await new SystemRepository(database.db).getSetting('auth.session-secret');
    const signed = (withJti: boolean) => {
      const jwt = new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u-anna')
        .setExpirationTime(START_SECONDS + 60);
      return (withJti ? jwt.setJti('session-1') : jwt).sign(new TextEncoder().encode(secret));
    };
    await expect(tokens.verify(await signed(false))).rejects.toMatchObject({
      code: 'modified-token',
    });
    // The same token with its session id passes: the missing claim alone refused the other.
    expect(await tokens.verify(await signed(true))).toEqual(claims);
  });
});
