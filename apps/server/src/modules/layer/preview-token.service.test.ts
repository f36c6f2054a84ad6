import { PREVIEW_TOKEN_TTL_SECONDS } from '@trova/contracts';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { SystemRepository } from '../system/index';
import { PreviewTokenService } from './preview-token.service';

const START_MS = Date.UTC(2025, 5, 1);
const KEY = 'key-s1';

describe('PreviewTokenService', () => {
  let database: TestDatabase;
  let now: number;
  let tokens: PreviewTokenService;
  const clock = () => now;
  const refused = { code: 'preview-token-invalid' };

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    now = START_MS;
    tokens = new PreviewTokenService(new SystemRepository(database.db), clock);
  });
  afterEach(() => database.dispose());

  it('issues a token for a shop key that verifies for that key until it expires', async () => {
    const { token, expiresAt } = await tokens.issue(KEY);
    expect(expiresAt).toBe(START_MS / 1000 + PREVIEW_TOKEN_TTL_SECONDS);
    await expect(tokens.verify(token, KEY)).resolves.toBeUndefined();
    now = expiresAt * 1000 - 1000;
    await expect(tokens.verify(token, KEY)).resolves.toBeUndefined();
    now = expiresAt * 1000 + 1000;
    await expect(tokens.verify(token, KEY)).rejects.toMatchObject(refused);
  });

  it("refuses another shop's token, a tampered token and text that is no token", async () => {
    const { token } = await tokens.issue('key-other');
    await expect(tokens.verify(token, KEY)).rejects.toMatchObject(refused);
    const [header, payload, signature] = (await tokens.issue(KEY)).token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: KEY, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(payload).not.toBe(forged);
    await expect(tokens.verify(`${header}.${forged}.${signature}`, KEY)).rejects.toMatchObject(
      refused,
    );
    await expect(tokens.verify('not-a-token', KEY)).rejects.toMatchObject(refused);
  });

  it('accepts tokens another process of the installation issued, not those of another one', async () => {
    const { token } = await tokens.issue(KEY);
    const peer = new PreviewTokenService(new SystemRepository(database.db), clock);
    await expect(peer.verify(token, KEY)).resolves.toBeUndefined();
    const elsewhere = await openTestDatabase('sqlite');
    try {
      const stranger = new PreviewTokenService(new SystemRepository(elsewhere.db), clock);
      await expect(stranger.verify(token, KEY)).rejects.toMatchObject(refused);
    } finally {
      await elsewhere.dispose();
    }
  });

  it('refuses a JWT signed with the same secret for another purpose', async () => {
    await tokens.issue(KEY);
    const secret = await new SystemRepository(database.db).getSetting('layer.preview-secret');
    expect(secret).toBeDefined();
    const signed = (audience: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(KEY)
        .setAudience(audience)
        .setExpirationTime(START_MS / 1000 + 60)
        .sign(new TextEncoder().encode(secret));
    await expect(tokens.verify(await signed('trova:session'), KEY)).rejects.toMatchObject(refused);
    // The same token for the preview's audience passes: the audience alone refused the other.
    await expect(tokens.verify(await signed('trova:layer-preview'), KEY)).resolves.toBeUndefined();
  });
});
