import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import type { AuthModule } from '../auth/index';
import type { CustomersModule } from '../customers/index';
import type { UsersModule } from '../users/index';
import { OneTimeCodesRepository } from '../auth/index';
import { adminLoginRoutes } from './admin-login.routes';
import { AdminLoginService } from './admin-login.service';

export interface AdminModuleDependencies extends ModuleContext {
  users: Pick<UsersModule, 'repositories'>;
  customers: Pick<CustomersModule, 'repositories'>;
  auth: Pick<AuthModule, 'services'>;
}

export type AdminModule = ReturnType<typeof createAdminModule>;

/**
 * The admin module: operator login links, issued from the command line and exchanged for a
 * session through auth. It subscribes to nothing.
 * @example const admin = createAdminModule({ db, events, log, now, users, customers, auth });
 */
export function createAdminModule(deps: AdminModuleDependencies) {
  const admin = new AdminLoginService(
    deps.users.repositories.users,
    deps.customers.repositories.customers,
    new OneTimeCodesRepository(deps.db, 'admin_login_tokens'),
    deps.auth.services.auth,
    deps.now,
  );
  return {
    services: { admin },
    routes: (register: RegisterCall) => adminLoginRoutes(register, admin),
  };
}
