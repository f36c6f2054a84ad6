import {
  PASSWORD_RESET_LINK_TTL_MS,
  supportedLanguageSchema,
  type StatusResponse,
} from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitSettings } from '../../config/config';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { RateLimiter } from '../../http/rate-limiter';
import type { MailService } from '../mail/index';
import { recoveryMail } from '../mail/index';
import type { UsersRepository } from '../users/index';
import type { OneTimeCodesRepository } from './one-time-codes.repository';
import { hashPassword } from '../../kernel/password-hasher';
import { randomToken, sha256 } from '../../kernel/secrets';
import type { SessionsRepository } from './sessions.repository';

export interface RecoveryDependencies {
  users: UsersRepository;
  codes: OneTimeCodesRepository;
  sessions: SessionsRepository;
  mail: MailService;
  limiter: RateLimiter;
  limits: RateLimitSettings;
  baseUrl: () => string;
  log: FastifyBaseLogger;
  now: Clock;
}

/** Password recovery: a mailed link with a code valid for 10 minutes, usable once. */
export class RecoveryService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: RecoveryDependencies) {}

  /** Resolves once every recovery mail requested so far is written or failed; tests wait on it. */
  async idle(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  /**
   * `POST users/password/recovery`. Answers OK whether or not the address has an account, and sends
   * the mail in the background, so neither the answer nor its timing tells them apart.
   *
   * @example await recovery.request('anna@shop.it', request.ip); // { status: 'OK' }
   */
  async request(email: string, ip: string): Promise<StatusResponse> {
    const address = email.toLowerCase();
    await this.deps.limiter.take('recovery-ip', ip, this.deps.limits.recoveryPerIp);
    await this.deps.limiter.take('recovery-email', address, this.deps.limits.recoveryPerEmail);
    const sending = this.sendCode(address).catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'recovery mail failed'),
    );
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
    return { status: 'OK' };
  }

  /**
   * `POST users/password/recovery/{code}`: sets the password, replaces the API key and signs out
   * every session; the next login answers the new key (docs/product/access.md#api-key).
   */
  async reset(code: string, password: string): Promise<StatusResponse> {
    const now = epochSeconds(this.deps.now);
    const codeHash = sha256(code);
    const stored = await this.deps.codes.find(codeHash);
    if (!stored || stored.used_at !== null) throw new AppError('recovery-code-invalid');
    if (stored.expires_at <= now) throw new AppError('recovery-code-expired');
    if (!(await this.deps.codes.consume(codeHash, now)))
      throw new AppError('recovery-code-invalid');
    const passwordHash = await hashPassword(password);
    await this.deps.users.setPasswordAndApiKey(stored.user_id, passwordHash, randomToken());
    await this.deps.sessions.revokeAllOfUser(stored.user_id, now);
    return { status: 'OK' };
  }

  private async sendCode(email: string): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const now = epochSeconds(this.deps.now);
    const code = randomToken();
    await this.deps.codes.create({
      code_hash: sha256(code),
      user_id: user.id,
      created_at: now,
      expires_at: now + PASSWORD_RESET_LINK_TTL_MS / 1000,
    });
    const link = `${this.deps.baseUrl()}/recovery?code=${code}`;
    const language = supportedLanguageSchema.catch('en').parse(user.language_iso);
    await this.deps.mail.send({
      to: email,
      kind: 'recovery',
      link,
      ...recoveryMail(language, link),
    });
  }
}
