import type { RateLimitSettings, ServerConfig } from '../../config/config';
import type { RateLimiter } from '../../http/rate-limiter';
import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { CaptchaModule } from '../captcha/index';
import type { CustomersModule } from '../customers/index';
import type { MailService } from '../mail/index';
import type { SystemModule } from '../system/index';
import type { UsersModule } from '../users/index';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { OneTimeCodesRepository } from './one-time-codes.repository';
import { RecoveryService } from './recovery.service';
import { SessionTokenService } from './session-token.service';
import { SessionsRepository } from './sessions.repository';

export interface AuthModuleDependencies extends ModuleContext {
  system: Pick<SystemModule, 'repositories'>;
  captcha: Pick<CaptchaModule, 'services'>;
  users: Pick<UsersModule, 'repositories' | 'ports'>;
  customers: Pick<CustomersModule, 'repositories'>;
  mail: MailService;
  limiter: RateLimiter;
  limits: RateLimitSettings;
  config: Pick<ServerConfig, 'sessionTtlSeconds'>;
  /** Origin for links in mails; never taken from a request's Host header. */
  baseUrl: () => string;
}

export type AuthModule = ReturnType<typeof createAuthModule>;

/**
 * The auth module: sessions (login, logout, the token every session call carries), API-key
 * callers and password recovery. It subscribes to nothing and answers users' `ports.sessions`.
 * @example const auth = createAuthModule({ db, events, log, now, system, captcha, users, customers, mail, limiter, limits, config, baseUrl });
 */
export function createAuthModule(deps: AuthModuleDependencies) {
  const { db, now, limiter, limits } = deps;
  const users = deps.users.repositories.users;
  const sessions = new SessionsRepository(db);
  deps.users.ports.sessions.connect(sessions);
  const tokens = new SessionTokenService(deps.system.repositories.system, now);
  const auth = new AuthService({
    users,
    customers: deps.customers.repositories.customers,
    sessions,
    tokens,
    captcha: deps.captcha.services.captcha,
    limiter,
    limits,
    sessionTtlSeconds: deps.config.sessionTtlSeconds,
    now,
  });
  const recovery = new RecoveryService({
    users,
    codes: new OneTimeCodesRepository(db, 'password_recoveries'),
    sessions,
    mail: deps.mail,
    limiter,
    limits,
    baseUrl: deps.baseUrl,
    log: deps.log,
    now,
  });
  return {
    repositories: { sessions },
    services: { auth, tokens, recovery },
    routes: (register: RegisterCall) => authRoutes(register, auth, recovery),
  };
}
