import { z } from 'zod';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATION_CODES,
  resolveNotificationCode,
} from '../constants/notifications.constants';

export const notificationCodeSchema = z.enum(NOTIFICATION_CODES);

/**
 * A stored code is kept as sent; readers narrow it with this schema, which maps unknown codes to
 * generic-error instead of failing.
 */
export const lenientNotificationCodeSchema = z.string().transform(resolveNotificationCode);

export const notificationPayloadSchema = z.object({
  shopId: z.union([z.string(), z.number()]).optional(),
  feedUrl: z.string().optional(),
  paymentId: z.string().optional(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

/**
 * Notification (docs/product/notifications.md#calls); createdAt and readAt in epoch seconds, readAt
 * null while unread.
 */
export const notificationSchema = z.object({
  id: z.string().min(1),
  code: lenientNotificationCodeSchema,
  createdAt: z.number().int().nonnegative(),
  readAt: z.number().int().nonnegative().nullable(),
  payload: notificationPayloadSchema,
  /** The detail has no fixed shape; it is free-form data shown in the detail modal. */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * `GET notifications?from&size`. `from` is the 1-based position of the first item: paging asks for
 * page*size+1 (docs/product/notifications.md#paging), so page 0 starts at 1 and consecutive pages
 * neither overlap nor skip an item.
 */
export const notificationPageQuerySchema = z.object({
  from: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;

export const notificationPageSchema = z.array(notificationSchema);

/** `GET notifications/count`. */
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
