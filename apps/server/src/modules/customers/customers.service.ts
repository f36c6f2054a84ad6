import { randomUUID } from 'node:crypto';
import {
  type BillingInfo,
  type SignupPayload,
  type SkuCount,
  type StatusResponse,
  type SupportedLanguage,
} from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitSettings } from '../../config/config';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { RateLimiter } from '../../http/rate-limiter';
import { requireCaller, type Caller } from '../../kernel/caller';
import { hashPassword } from '../../kernel/password-hasher';
import { randomToken, sameDigest, sha256 } from '../../kernel/secrets';
import type { CaptchaService } from '../captcha/index';
import type { MailService } from '../mail/index';
import { activationMail } from '../mail/index';
import type { UsersRepository } from '../users/index';
import { toBillingColumns, toBillingInfo, type CustomerMeUpdate } from './billing-info.mapper';
import type { CustomersRepository } from './customers.repository';

/**
 * The SKUs of each of a customer's shops. A port: the shops module answers it (its runtime
 * repository fits structurally), and customers stays below shops.
 */
export interface ShopSkuCounts {
  skuCounts(customerId: string): Promise<{ id: string; skus: number }[]>;
}

export interface CustomersDependencies {
  customers: CustomersRepository;
  users: UsersRepository;
  runtime: ShopSkuCounts;
  mail: MailService;
  captcha: CaptchaService;
  limiter: RateLimiter;
  limits: RateLimitSettings;
  /** Origin for links in mails; never taken from a request's Host header. */
  baseUrl: () => string;
  log: FastifyBaseLogger;
  now: Clock;
}

export interface NewAccountInput {
  email: string;
  password: string;
  language: SupportedLanguage;
  activated: boolean;
}

/** Signup, activation, billing info, API key and SKU counts (plan and tier: modules/billing). */
export class CustomersService {
  constructor(private readonly deps: CustomersDependencies) {}

  /**
   * `POST customers`: creates the account and mails the activation link.
   * @example
   * const { id } = await customers.signup({ email, password, language_iso: 'it' }, request.ip);
   */
  async signup(
    payload: SignupPayload & { altcha?: string },
    ip: string,
  ): Promise<StatusResponse & { id: string }> {
    await this.deps.limiter.take('signup-ip', ip, this.deps.limits.signupPerIp);
    await this.deps.captcha.verify(ip, payload.altcha);
    const { customerId, activationKey } = await this.createAccount({
      email: payload.email,
      password: payload.password,
      language: payload.language_iso,
      activated: false,
    });
    const link = `${this.deps.baseUrl()}/activation?id=${encodeURIComponent(customerId)}&key=${activationKey}`;
    await this.deps.mail
      .send({
        to: payload.email.toLowerCase(),
        kind: 'activation',
        link,
        ...activationMail(payload.language_iso, link),
      })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'activation mail failed'));
    return { status: 'OK', id: customerId };
  }

  /** Creates a customer and its user; used by signup and by the demo account. */
  async createAccount(
    input: NewAccountInput,
  ): Promise<{ customerId: string; userId: string; activationKey: string }> {
    const email = input.email.toLowerCase();
    if (await this.deps.users.emailInUse(email)) throw new AppError('email-taken');
    const now = epochSeconds(this.deps.now);
    const customerId = randomUUID();
    const userId = randomUUID();
    const activationKey = randomToken();
    await this.deps.customers.createAccount({
      customer: {
        id: customerId,
        email,
        api_key: randomToken(),
        activation_key_hash: sha256(activationKey),
        activated_at: input.activated ? now : null,
        created_at: now,
      },
      user: {
        id: userId,
        email,
        password_hash: await hashPassword(input.password),
        language_iso: input.language,
        created_at: now,
      },
    });
    return { customerId, userId, activationKey };
  }

  /**
   * `POST customers/{id}/activation`. Repeating it with the right key answers OK again: the console
   * may send it twice, and a user may reopen the mail.
   */
  async activate(customerId: string, key: string): Promise<StatusResponse> {
    const customer = await this.deps.customers.findById(customerId);
    if (!customer || !sameDigest(customer.activation_key_hash, sha256(key))) {
      throw new AppError('activation-invalid');
    }
    await this.deps.customers.activate(customerId, epochSeconds(this.deps.now));
    return { status: 'OK' };
  }

  /** `GET customers/me`: first and last name default from the user profile while empty. */
  async billingInfo(caller: Caller | undefined): Promise<BillingInfo> {
    const { customerId, userId } = requireCaller(caller);
    const [customer, user] = await Promise.all([
      this.deps.customers.findById(customerId),
      this.deps.users.findById(userId),
    ]);
    if (!customer || !user) throw new AppError('missing-token');
    return toBillingInfo(customer, user);
  }

  /** `PUT customers/me`: billing fields, or a reseller code. */
  async update(caller: Caller | undefined, update: CustomerMeUpdate): Promise<StatusResponse> {
    const { customerId } = requireCaller(caller);
    if ('resellerCode' in update) {
      await this.deps.customers.setResellerCode(customerId, update.resellerCode);
    } else {
      await this.deps.customers.updateBilling(customerId, toBillingColumns(update));
    }
    return { status: 'OK' };
  }

  /** `POST customers/me/api-key`: the old key stops working at once. */
  async rotateApiKey(caller: Caller | undefined): Promise<{ api_key: string }> {
    const { customerId } = requireCaller(caller);
    const apiKey = randomToken();
    await this.deps.customers.setApiKey(customerId, apiKey);
    return { api_key: apiKey };
  }

  /** `GET customers/me/count`: SKUs per shop id, from the caller's shops. */
  async skuCount(caller: Caller | undefined): Promise<SkuCount> {
    const { customerId } = requireCaller(caller);
    const shops = await this.deps.runtime.skuCounts(customerId);
    return Object.fromEntries(shops.map((shop) => [shop.id, shop.skus]));
  }
}
