import {
  SUPPORTED_LANGUAGES,
  supportedLanguageSchema,
  type LanguageOption,
  type UserMeResponse,
  type UserMeUpdate,
  type UserMeUpdateResponse,
} from '@trova/contracts';
import type { Selectable } from 'kysely';
import type { RateLimitSettings } from '../../config/config';
import type { CustomersTable } from '../../db/database.schema';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { RateLimiter } from '../../http/rate-limiter';
import { requireCaller, type Caller } from '../../kernel/caller';
import { hashPassword, verifyPassword } from '../../kernel/password-hasher';
import { randomToken } from '../../kernel/secrets';
import type { UserRow, UsersRepository } from './users.repository';

const LANGUAGE_NAMES: Record<(typeof SUPPORTED_LANGUAGES)[number], string> = {
  en: 'English',
  it: 'Italiano',
};

/**
 * The interface languages, named in their own language.
 * @example languages()[1] // { iso6391: 'it', name: 'Italiano' }
 */
export function languages(): LanguageOption[] {
  return SUPPORTED_LANGUAGES.map((iso6391) => ({ iso6391, name: LANGUAGE_NAMES[iso6391] }));
}

/**
 * The customer fields a user's profile shows. A port: the customers module's repository answers
 * it structurally, and users stays below customers (docs/architecture.md, "Module boundaries").
 */
export interface CustomerProfiles {
  findById(
    customerId: string,
  ): Promise<Pick<Selectable<CustomersTable>, 'company_name' | 'reseller_code'> | undefined>;
}

/** Ends a user's other sessions after a password change; the auth module's sessions answer it. */
export interface SessionRevoker {
  revokeAllOfUser(userId: string, now: number, keep?: string): Promise<void>;
}

/** The signed-in user's profile, language and password. */
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly customers: CustomerProfiles,
    private readonly sessions: SessionRevoker,
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimitSettings,
    private readonly now: Clock,
  ) {}

  /**
   * `GET users/me`.
   * @example (await users.me(caller)).languageIso // 'it'
   */
  async me(caller: Caller | undefined): Promise<UserMeResponse> {
    const { userId, customerId } = requireCaller(caller);
    const [user, customer] = await Promise.all([
      this.users.findById(userId),
      this.customers.findById(customerId),
    ]);
    if (!user || !customer) throw new AppError('missing-token');
    const languageIso = supportedLanguageSchema.catch('en').parse(user.language_iso);
    return {
      status: 'OK',
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      phone: user.phone,
      languageIso,
      companyName: customer.company_name || user.company_name,
      lang: languageIso,
      resellerCode: customer.reseller_code,
    };
  }

  /**
   * `PUT users/me`: a password change, a language change, or profile fields. A password change
   * answers the customer's new API key too.
   */
  async update(caller: Caller | undefined, update: UserMeUpdate): Promise<UserMeUpdateResponse> {
    const { userId, sessionId } = requireCaller(caller);
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('missing-token');
    if ('password' in update) {
      const apiKey = await this.changePassword(
        user,
        update.previousPassword,
        update.password,
        sessionId,
      );
      return { status: 'OK', api_key: apiKey };
    } else if ('languageIso' in update) {
      await this.users.setLanguage(userId, update.languageIso);
    } else {
      const email = update.email.toLowerCase();
      if (email !== user.email && (await this.users.emailInUse(email, userId))) {
        throw new AppError('email-taken');
      }
      await this.users.updateProfile(user, {
        first_name: update.firstName,
        last_name: update.lastName,
        email,
        phone: update.phone,
      });
    }
    return { status: 'OK' };
  }

  /**
   * Other sessions end and the API key is replaced with a password change: whoever knew the old
   * password is signed out and loses the key (docs/product/access.md#api-key). Wrong current
   * passwords are limited per account, counted before the hash (docs/product/access.md#attempt-limits).
   */
  private async changePassword(
    user: UserRow,
    previous: string,
    next: string,
    keepSession: string,
  ): Promise<string> {
    const attempt = await this.limiter.reserve([
      {
        bucket: 'password-change-account',
        key: user.id,
        max: this.limits.passwordChangePerAccount,
      },
    ]);
    if (!(await verifyPassword(user.password_hash, previous))) {
      throw new AppError('current-password-wrong');
    }
    await attempt.release();
    const apiKey = randomToken();
    await this.users.setPasswordAndApiKey(user.id, await hashPassword(next), apiKey);
    await this.sessions.revokeAllOfUser(user.id, epochSeconds(this.now), keepSession);
    return apiKey;
  }
}
