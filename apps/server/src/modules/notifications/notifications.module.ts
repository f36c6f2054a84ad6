import type { RegisterCall } from '../../http/register-call';
import type { ModuleContext } from '../../kernel/module-context';
import { NotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;

/**
 * The notifications module: the console's messages to a customer, which sync, billing and the
 * Visual Machine write. It subscribes to nothing.
 * @example const notifications = createNotificationsModule({ db, events, log, now });
 */
export function createNotificationsModule(deps: ModuleContext) {
  const notifications = new NotificationsService(new NotificationsRepository(deps.db), deps.now);
  return {
    services: { notifications },
    routes: (register: RegisterCall) => notificationsRoutes(register, notifications),
  };
}
