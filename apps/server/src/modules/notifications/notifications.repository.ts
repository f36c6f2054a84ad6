import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../db/database.schema';

export type NotificationRow = Selectable<NotificationsTable>;

/** Notifications, always read and written within one customer. */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: NotificationRow): Promise<void> {
    await this.db.insertInto('notifications').values(row).execute();
  }

  /** Newest first; `offset` counts from 0. */
  page(customerId: string, offset: number, size: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset(offset)
      .execute();
  }

  async unreadCount(customerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('unread'))
      .where('customer_id', '=', customerId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  }

  /** Marks one read; false when the customer has no notification with that id. */
  async markRead(customerId: string, id: string, now: number): Promise<boolean> {
    const owned = await this.db
      .selectFrom('notifications')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!owned) return false;
    await this.db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
    return true;
  }

  async markAllRead(customerId: string, now: number): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('customer_id', '=', customerId)
      .where('read_at', 'is', null)
      .execute();
  }
}
