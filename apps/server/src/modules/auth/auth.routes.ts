import { accountApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { AuthService } from './auth.service';
import type { RecoveryService } from './recovery.service';

/** Session and password recovery calls (the operator login is the admin module's). */
export function authRoutes(
  register: RegisterCall,
  auth: AuthService,
  recovery: RecoveryService,
): void {
  register(accountApi.login, ({ body, request }) => auth.login(body, request.ip));
  register(accountApi.logout, ({ caller }) => auth.logout(caller));
  register(accountApi.requestRecovery, ({ body, request }) =>
    recovery.request(body.email, request.ip),
  );
  register(accountApi.resetPassword, ({ params, body }) =>
    recovery.reset(params.code, body.password),
  );
}
