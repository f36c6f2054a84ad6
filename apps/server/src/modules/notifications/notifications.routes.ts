import { accountApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { NotificationsService } from './notifications.service';

/** The notification centre's calls, each scoped to the caller's customer. */
export function notificationsRoutes(
  register: RegisterCall,
  notifications: NotificationsService,
): void {
  register(accountApi.notifications, ({ caller, query }) => notifications.page(caller, query));
  register(accountApi.unreadCount, ({ caller }) => notifications.unreadCount(caller));
  register(accountApi.readNotification, ({ caller, params }) =>
    notifications.markRead(caller, params.id),
  );
  register(accountApi.readAllNotifications, ({ caller }) => notifications.markAllRead(caller));
}
