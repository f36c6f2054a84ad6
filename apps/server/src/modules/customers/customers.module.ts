import type { RateLimitSettings } from '../../config/config';
import type { RateLimiter } from '../../http/rate-limiter';
import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import { createPort } from '../../kernel/port';
import type { CaptchaModule } from '../captcha/index';
import type { MailService } from '../mail/index';
import type { UsersModule } from '../users/index';
import { CustomersRepository } from './customers.repository';
import { customersRoutes } from './customers.routes';
import { CustomersService, type ShopSkuCounts } from './customers.service';

export interface CustomersModuleDependencies extends ModuleContext {
  users: Pick<UsersModule, 'repositories' | 'ports'>;
  captcha: Pick<CaptchaModule, 'services'>;
  mail: MailService;
  limiter: RateLimiter;
  limits: RateLimitSettings;
  /** Origin for links in mails; never taken from a request's Host header. */
  baseUrl: () => string;
}

export type CustomersModule = ReturnType<typeof createCustomersModule>;

/**
 * The customers module: signup, activation, billing info and the API key. It subscribes to
 * nothing and answers users' `ports.customers`; the shops module's runtime answers
 * `ports.skuCounts` (customers sits below shops).
 * @example const customers = createCustomersModule({ db, events, log, now, users, captcha, mail, limiter, limits, baseUrl });
 */
export function createCustomersModule(deps: CustomersModuleDependencies) {
  const customers = new CustomersRepository(deps.db);
  const ports = { skuCounts: createPort<ShopSkuCounts>('customers → shops SKU counts') };
  deps.users.ports.customers.connect(customers);
  const service = new CustomersService({
    customers,
    users: deps.users.repositories.users,
    runtime: { skuCounts: (customerId) => ports.skuCounts.use().skuCounts(customerId) },
    mail: deps.mail,
    captcha: deps.captcha.services.captcha,
    limiter: deps.limiter,
    limits: deps.limits,
    baseUrl: deps.baseUrl,
    log: deps.log,
    now: deps.now,
  });
  return {
    repositories: { customers },
    ports,
    services: { customers: service },
    routes: (register: RegisterCall) => customersRoutes(register, service),
  };
}
