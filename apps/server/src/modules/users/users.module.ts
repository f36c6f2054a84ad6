import type { RateLimitSettings } from '../../config/config';
import type { RateLimiter } from '../../http/rate-limiter';
import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import { createPort } from '../../kernel/port';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { UsersService, type CustomerProfiles, type SessionRevoker } from './users.service';

export interface UsersModuleDependencies extends ModuleContext {
  limiter: RateLimiter;
  limits: RateLimitSettings;
}

export type UsersModule = ReturnType<typeof createUsersModule>;

/**
 * The users module: who logs in, and the signed-in user's profile, language and password. It
 * subscribes to nothing. Its two ports are answered from above: the customers module connects
 * `ports.customers` (the profile's company fields), the auth module `ports.sessions` (a password
 * change ends the other sessions).
 * @example const users = createUsersModule({ db, events, log, now, limiter, limits });
 */
export function createUsersModule(deps: UsersModuleDependencies) {
  const users = new UsersRepository(deps.db);
  const ports = {
    customers: createPort<CustomerProfiles>('users → customers'),
    sessions: createPort<SessionRevoker>('users → auth sessions'),
  };
  const service = new UsersService(
    users,
    { findById: (customerId) => ports.customers.use().findById(customerId) },
    {
      revokeAllOfUser: (userId, now, keep) =>
        ports.sessions.use().revokeAllOfUser(userId, now, keep),
    },
    deps.limiter,
    deps.limits,
    deps.now,
  );
  return {
    repositories: { users },
    ports,
    services: { users: service },
    routes: (register: RegisterCall) => usersRoutes(register, service),
  };
}
