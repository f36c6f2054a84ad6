import { accountApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { AdminLoginService } from './admin-login.service';

/** The operator login call: a one-time token from the command line, exchanged for a session. */
export function adminLoginRoutes(register: RegisterCall, admin: AdminLoginService): void {
  register(accountApi.crmLogin, ({ params, body }) => admin.exchange(params.id, body.token));
}
