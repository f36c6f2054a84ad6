import { accountApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import { languages, type UsersService } from './users.service';

/** Languages and the signed-in user's own profile. */
export function usersRoutes(register: RegisterCall, users: UsersService): void {
  register(accountApi.languages, () => languages());
  register(accountApi.getMe, ({ caller }) => users.me(caller));
  register(accountApi.updateMe, ({ caller, body }) => users.update(caller, body));
}
