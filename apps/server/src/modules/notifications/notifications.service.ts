import { randomUUID } from 'node:crypto';
import {
  notificationPayloadSchema,
  type notificationSchema,
  type NotificationPageQuery,
  type NotificationPayload,
  type StatusResponse,
  type UnreadCount,
} from '@trova/contracts';
import { z } from 'zod';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

/** What the service answers; the response schema then narrows unknown codes to generic-error. */
type NotificationOut = z.input<typeof notificationSchema>;

const detailSchema = z.record(z.string(), z.unknown()).nullable();

function parseJson<T>(text: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (text === null) return fallback;
  try {
    return schema.catch(fallback).parse(JSON.parse(text));
  } catch {
    return fallback;
  }
}

function toNotification(row: NotificationRow): NotificationOut {
  return {
    id: row.id,
    code: row.code,
    createdAt: row.created_at,
    readAt: row.read_at,
    payload: parseJson(row.payload, notificationPayloadSchema, {}),
    detail: parseJson(row.detail, detailSchema, null),
  };
}

/** The notification centre, and `notify` for the server's own events (sync, payment, campaigns). */
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly now: Clock,
  ) {}

  /**
   * Records a notification for a customer. Codes come from docs/product/notifications.md#codes; an
   * unknown one is stored as given and shown as generic-error.
   *
   * @example
   * await notifications.notify(customerId, 'synchronization-complete', { shopId });
   */
  async notify(
    customerId: string,
    code: string,
    payload: NotificationPayload = {},
    detail: Record<string, unknown> | null = null,
  ): Promise<string> {
    const id = randomUUID();
    await this.repository.insert({
      id,
      customer_id: customerId,
      code,
      created_at: epochSeconds(this.now),
      read_at: null,
      payload: JSON.stringify(payload),
      detail: detail === null ? null : JSON.stringify(detail),
    });
    return id;
  }

  /** `GET notifications?from&size`: `from` is 1-based, newest first. */
  async page(caller: Caller | undefined, query: NotificationPageQuery): Promise<NotificationOut[]> {
    const { customerId } = requireCaller(caller);
    const rows = await this.repository.page(customerId, query.from - 1, query.size);
    return rows.map(toNotification);
  }

  async unreadCount(caller: Caller | undefined): Promise<UnreadCount> {
    const { customerId } = requireCaller(caller);
    return { unread: await this.repository.unreadCount(customerId) };
  }

  /** Another customer's id answers notification-not-found, exactly like an unknown id. */
  async markRead(caller: Caller | undefined, id: string): Promise<StatusResponse> {
    const { customerId } = requireCaller(caller);
    const found = await this.repository.markRead(customerId, id, epochSeconds(this.now));
    if (!found) throw new AppError('notification-not-found');
    return { status: 'OK' };
  }

  async markAllRead(caller: Caller | undefined): Promise<StatusResponse> {
    const { customerId } = requireCaller(caller);
    await this.repository.markAllRead(customerId, epochSeconds(this.now));
    return { status: 'OK' };
  }
}
