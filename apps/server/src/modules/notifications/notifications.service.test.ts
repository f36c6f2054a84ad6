import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'x' };
const NOW_SECONDS = 1_800_000_000;

describe('NotificationsService', () => {
  let database: TestDatabase;
  let repository: NotificationsRepository;
  let notifications: NotificationsService;
  let now: number;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    for (const name of ['anna', 'marco']) await insertAccount(database.db, name);
    repository = new NotificationsRepository(database.db);
    now = NOW_SECONDS * 1000;
    notifications = new NotificationsService(repository, () => now);
  });
  afterEach(() => database.dispose());

  it('needs a session for every call of the notification centre', async () => {
    await expect(notifications.page(undefined, { from: 1, size: 10 })).rejects.toMatchObject({
      code: 'missing-token',
    });
    await expect(notifications.unreadCount(undefined)).rejects.toMatchObject({
      code: 'missing-token',
    });
    await expect(notifications.markAllRead(undefined)).rejects.toMatchObject({
      code: 'missing-token',
    });
  });

  it('records a notification and shows it to its customer only, newest first', async () => {
    await notifications.notify('c-anna', 'synchronization-complete', { shopId: 's1' });
    now += 1000;
    const id = await notifications.notify(
      'c-anna',
      'payment-failure',
      { paymentId: 'p1' },
      {
        reason: 'card declined',
      },
    );
    expect(await notifications.page(anna, { from: 1, size: 10 })).toEqual([
      {
        id,
        code: 'payment-failure',
        createdAt: NOW_SECONDS + 1,
        readAt: null,
        payload: { paymentId: 'p1' },
        detail: { reason: 'card declined' },
      },
      expect.objectContaining({ code: 'synchronization-complete', payload: { shopId: 's1' } }),
    ]);
    expect(await notifications.page(marco, { from: 1, size: 10 })).toEqual([]);
    expect(await notifications.unreadCount(anna)).toEqual({ unread: 2 });
  });

  it('pages from 1, so from 2 skips the newest', async () => {
    for (let index = 0; index < 3; index += 1) {
      await notifications.notify('c-anna', `code-${index}`);
      now += 1000;
    }
    const second = await notifications.page(anna, { from: 2, size: 1 });
    expect(second.map((notification) => notification.code)).toEqual(['code-1']);
  });

  it('marks read only the caller’s own, answering notification-not-found for another’s', async () => {
    const id = await notifications.notify('c-anna', 'payment-success');
    await expect(notifications.markRead(marco, id)).rejects.toMatchObject({
      code: 'notification-not-found',
    });
    await expect(notifications.markRead(anna, 'no-such-id')).rejects.toMatchObject({
      code: 'notification-not-found',
    });
    expect(await notifications.unreadCount(anna)).toEqual({ unread: 1 });
    now += 5000;
    expect(await notifications.markRead(anna, id)).toEqual({ status: 'OK' });
    const [read] = await notifications.page(anna, { from: 1, size: 1 });
    expect(read?.readAt).toBe(NOW_SECONDS + 5);
    expect(await notifications.unreadCount(anna)).toEqual({ unread: 0 });
  });

  it("marks all of the caller's read, no one else's", async () => {
    await notifications.notify('c-anna', 'payment-success');
    await notifications.notify('c-marco', 'payment-success');
    await notifications.markAllRead(anna);
    expect(await notifications.unreadCount(anna)).toEqual({ unread: 0 });
    expect(await notifications.unreadCount(marco)).toEqual({ unread: 1 });
  });

  it('shows a stored payload or detail that no longer reads as empty, not as an error', async () => {
    await repository.insert({
      id: 'old',
      customer_id: 'c-anna',
      code: 'payment-success',
      created_at: 1,
      read_at: null,
      payload: '{"shopId":',
      detail: '["not", "a", "record"]',
    });
    const [old] = await notifications.page(anna, { from: 1, size: 1 });
    expect(old).toMatchObject({ id: 'old', payload: {}, detail: null });
  });
});
