import { randomUUID } from 'node:crypto';
import type { LoginPayload, Session, StatusResponse } from '@trova/contracts';
import type { RateLimitSettings } from '../../config/config';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { RateLimiter } from '../../http/rate-limiter';
import type { CaptchaService } from '../captcha/index';
import type { CustomersRepository } from '../customers/index';
import type { UsersRepository } from '../users/index';
import { requireCaller, type ApiKeyCaller, type Caller } from '../../kernel/caller';
import { verifyAgainstNothing, verifyPassword } from '../../kernel/password-hasher';
import type { SessionTokenService } from './session-token.service';
import type { SessionsRepository } from './sessions.repository';

export interface AuthDependencies {
  users: UsersRepository;
  customers: CustomersRepository;
  sessions: SessionsRepository;
  tokens: SessionTokenService;
  captcha: CaptchaService;
  limiter: RateLimiter;
  limits: RateLimitSettings;
  sessionTtlSeconds: number;
  now: Clock;
}

/** Login, logout and token checks. Sessions live server-side so logout revokes them at once. */
export class AuthService {
  constructor(private readonly deps: AuthDependencies) {}

  /**
   * `POST session`. Failed attempts count against the IP and the account; a wrong address and a
   * wrong password answer alike, after the same work. The attempt is counted before the hash and
   * given back only when it was no password guess (captcha refused) or the password was right, so
   * parallel guesses cannot all pass one limit (docs/product/access.md#attempt-limits).
   *
   * @example
   * const { jwt, api_key } = await auth.login({ username, password }, request.ip);
   */
  async login(payload: LoginPayload & { altcha?: string }, ip: string): Promise<Session> {
    const { limiter, limits } = this.deps;
    const account = payload.username.toLowerCase();
    const attempt = await limiter.reserve([
      { bucket: 'login-ip', key: ip, max: limits.loginPerIp },
      { bucket: 'login-account', key: account, max: limits.loginPerAccount },
    ]);
    try {
      await this.deps.captcha.verify(ip, payload.altcha);
    } catch (error) {
      await attempt.release();
      throw error;
    }

    const user = await this.deps.users.findByEmail(account);
    const valid = user
      ? await verifyPassword(user.password_hash, payload.password)
      : (await verifyAgainstNothing(payload.password), false);
    if (!user || !valid) throw new AppError('user-cannot-authenticate');
    await attempt.release();
    const customer = await this.deps.customers.findById(user.customer_id);
    if (!customer) throw new AppError('user-cannot-authenticate');
    if (customer.activated_at === null) throw new AppError('account-not-activated');
    return this.openSession(user.id, customer.api_key);
  }

  /** Issues a session for a user whose identity another check established (login, operator token). */
  async openSession(userId: string, apiKey: string): Promise<Session> {
    const now = epochSeconds(this.deps.now);
    const sessionId = randomUUID();
    const expiresAt = now + this.deps.sessionTtlSeconds;
    await this.deps.sessions.create({ id: sessionId, userId, createdAt: now, expiresAt });
    const jwt = await this.deps.tokens.sign({ userId, sessionId }, expiresAt);
    return { status: 'OK', jwt, api_key: apiKey };
  }

  /** `DELETE session`: the token stops working now, not at its expiry. */
  async logout(caller: Caller | undefined): Promise<StatusResponse> {
    const { sessionId } = requireCaller(caller);
    await this.deps.sessions.revoke(sessionId, epochSeconds(this.deps.now));
    return { status: 'OK' };
  }

  /**
   * Resolves a bearer token to its caller: missing-token, expired-token, modified-token, or
   * session-revoked (answered with the message 'Expired token' so the console drops it).
   */
  async authenticate(token: string | undefined): Promise<Caller> {
    if (!token) throw new AppError('missing-token');
    const claims = await this.deps.tokens.verify(token);
    const session = await this.deps.sessions.find(claims.sessionId);
    if (!session || session.userId !== claims.userId) throw new AppError('modified-token');
    if (session.revokedAt !== null) throw new AppError('session-revoked');
    if (session.expiresAt <= epochSeconds(this.deps.now)) throw new AppError('expired-token');
    return { userId: session.userId, customerId: session.customerId, sessionId: session.sessionId };
  }

  /**
   * Resolves an integration's API key to its customer: missing-api-key or invalid-api-key. A rotated
   * key stops working at once because the lookup reads the stored key.
   */
  async authenticateApiKey(apiKey: string | undefined): Promise<ApiKeyCaller> {
    if (!apiKey) throw new AppError('missing-api-key');
    const customerId = await this.deps.customers.findIdByApiKey(apiKey);
    if (!customerId) throw new AppError('invalid-api-key');
    return { customerId };
  }
}
