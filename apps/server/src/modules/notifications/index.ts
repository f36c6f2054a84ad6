/**
 * The notifications module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/notifications/` imports only what this file exports.
 */
export { NotificationsService } from './notifications.service';
export { createNotificationsModule } from './notifications.module';
export type { NotificationsModule } from './notifications.module';
