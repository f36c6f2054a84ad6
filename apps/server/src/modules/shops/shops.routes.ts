import { shopsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { ShopsService } from './shops.service';

export function shopsRoutes(register: RegisterCall, shops: ShopsService): void {
  register(shopsApi.list, ({ caller }) => shops.list(caller));
  register(shopsApi.syncStatus, ({ caller }) => shops.syncStatus(caller));
}
