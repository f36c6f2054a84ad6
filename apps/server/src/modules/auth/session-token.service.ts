import { SignJWT, errors, jwtVerify } from 'jose';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { SystemRepository } from '../system/index';
import { randomToken } from '../../kernel/secrets';

const SECRET_KEY = 'auth.session-secret';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * Signs and checks session tokens: HS256 JWTs with `sub` (user id), `jti` (session id) and `exp`. The
 * signing secret is generated on the first start and kept in system_settings, so every process of
 * one installation accepts the same tokens.
 */
export class SessionTokenService {
  private secret: Promise<Uint8Array> | undefined;

  constructor(
    private readonly system: SystemRepository,
    private readonly now: Clock,
  ) {}

  /**
   * @example
   * const jwt = await tokens.sign({ userId, sessionId }, expiresAtSeconds);
   */
  async sign(claims: TokenClaims, expiresAtSeconds: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.userId)
      .setJti(claims.sessionId)
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(expiresAtSeconds)
      .sign(await this.key());
  }

  /** Throws expired-token for a token past `exp`, modified-token for anything not signed by us. */
  async verify(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key(), {
        algorithms: [ALGORITHM],
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      if (!payload.sub || !payload.jti) throw new AppError('modified-token');
      return { userId: payload.sub, sessionId: payload.jti };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('expired-token');
      throw new AppError('modified-token');
    }
  }

  private key(): Promise<Uint8Array> {
    this.secret ??= this.system
      .getOrInsertSetting(SECRET_KEY, randomToken(48), Math.floor(this.now() / 1000))
      .then((value) => new TextEncoder().encode(value));
    return this.secret;
  }
}
