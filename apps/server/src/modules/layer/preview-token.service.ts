import { PREVIEW_TOKEN_TTL_SECONDS, type PreviewToken } from '@trova/contracts';
import { SignJWT, jwtVerify } from 'jose';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { SystemRepository } from '../system/index';
import { randomToken } from '../../kernel/secrets';

/**
 * A secret of its own, not the session secret: a session token can never pass as a preview token
 * or the other way round, and either secret can be rotated alone.
 */
const SECRET_KEY = 'layer.preview-secret';
const ALGORITHM = 'HS256';
/** Names what the token is for; a JWT of another purpose signed with the same key is refused. */
const AUDIENCE = 'trova:layer-preview';

/**
 * Preview tokens (docs/product/preview.md#preview-tokens): HS256 JWTs whose `sub` is one shop's
 * public key, with `aud` 'trova:layer-preview', `iat` and `exp` (PREVIEW_TOKEN_TTL_SECONDS later).
 * With one, the public layer calls answer that shop even unpublished and count nothing. The secret
 * is generated on first use and kept in system_settings, so every process of an installation
 * accepts the tokens any of them issued.
 */
export class PreviewTokenService {
  private secret: Promise<Uint8Array> | undefined;

  constructor(
    private readonly system: SystemRepository,
    private readonly now: Clock,
  ) {}

  /** @example (await tokens.issue(shop.key)).expiresAt // now + 1800 */
  async issue(shopKey: string): Promise<PreviewToken> {
    const issuedAt = epochSeconds(this.now);
    const expiresAt = issuedAt + PREVIEW_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(shopKey)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.key());
    return { token, expiresAt };
  }

  /**
   * Resolves when `token` is ours, unexpired and issued for `shopKey`; otherwise throws
   * `preview-token-invalid` (401), never saying which check failed.
   */
  async verify(token: string, shopKey: string): Promise<void> {
    let subject: string | undefined;
    try {
      const { payload } = await jwtVerify(token, await this.key(), {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'exp'],
      });
      subject = payload.sub;
    } catch {
      throw new AppError('preview-token-invalid');
    }
    if (subject !== shopKey) throw new AppError('preview-token-invalid');
  }

  private key(): Promise<Uint8Array> {
    this.secret ??= this.system
      .getOrInsertSetting(SECRET_KEY, randomToken(48), epochSeconds(this.now))
      .then((value) => new TextEncoder().encode(value));
    return this.secret;
  }
}
