import type { Session } from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { AuthService } from '../auth/index';
import type { OneTimeCodesRepository } from '../auth/index';
import { randomToken, sha256 } from '../../kernel/secrets';
import type { CustomersRepository } from '../customers/index';
import type { UsersRepository } from '../users/index';

/** Operator tokens work once and for ten minutes, like recovery links. */
export const ADMIN_TOKEN_TTL_SECONDS = 10 * 60;

/**
 * Operator login links (/crm-login?token=…&id=…): a one-time token, issued from the command line to
 * whoever can run it on the server, exchanged for a session of that user.
 */
export class AdminLoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly customers: CustomersRepository,
    private readonly tokens: OneTimeCodesRepository,
    private readonly auth: AuthService,
    private readonly now: Clock,
  ) {}

  /**
   * Issues a token for the user with `email`.
   * @example
   * const { userId, token } = await admin.issue('anna@shop.it');
   * `${baseUrl}/crm-login?token=${token}&id=${userId}`;
   */
  async issue(email: string): Promise<{ userId: string; token: string }> {
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    if (!user) throw new Error(`No user with the address ${email}`);
    const now = epochSeconds(this.now);
    const token = randomToken();
    await this.tokens.create({
      code_hash: sha256(token),
      user_id: user.id,
      created_at: now,
      expires_at: now + ADMIN_TOKEN_TTL_SECONDS,
    });
    return { userId: user.id, token };
  }

  /** `POST admin/users/{id}/session`: the token is the credential, checked on the first line. */
  async exchange(userId: string, token: string): Promise<Session> {
    const codeHash = sha256(token);
    const stored = await this.tokens.find(codeHash);
    if (!stored || stored.user_id !== userId) throw new AppError('admin-token-invalid');
    if (!(await this.tokens.consume(codeHash, epochSeconds(this.now)))) {
      throw new AppError('admin-token-invalid');
    }
    const user = await this.users.findById(userId);
    const customer = user ? await this.customers.findById(user.customer_id) : undefined;
    if (!customer) throw new AppError('admin-token-invalid');
    return this.auth.openSession(userId, customer.api_key);
  }
}
