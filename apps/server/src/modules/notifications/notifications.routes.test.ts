import { notificationPageSchema } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApp, testClock, type TestApp, type TestClock } from '../../../test/test-app';

describe('notifications', () => {
  let app: TestApp;
  let clock: TestClock;
  let anna: TestAccount;
  let ids: string[];

  beforeEach(async () => {
    clock = testClock(1_790_000_000_000);
    app = await createTestApp({}, { now: clock });
    anna = await createAccount(app.server, app.config.dataDir, 'anna@shop.it');
    ids = [];
    for (let index = 0; index < 25; index += 1) {
      clock.advance(1_000);
      ids.push(
        await app.services.notifications.notify(anna.customerId, 'synchronization-complete', {
          shopId: `s${index}`,
        }),
      );
    }
  });
  afterEach(() => app.dispose());

  const get = async (url: string) =>
    (await app.server.inject({ url, headers: anna.headers })).json<unknown>();
  const post = (url: string) => app.server.inject({ method: 'POST', url, headers: anna.headers });

  it('pages newest first from a 1-based position', async () => {
    const first = notificationPageSchema.parse(await get('/API/notifications?from=1&size=20'));
    const second = notificationPageSchema.parse(await get('/API/notifications?from=21&size=20'));
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(5);
    expect([...first, ...second].map((n) => n.id)).toEqual([...ids].reverse());
    expect(first[0]).toMatchObject({
      code: 'synchronization-complete',
      payload: { shopId: 's24' },
      readAt: null,
      detail: null,
    });
    expect(first[0]?.createdAt).toBe(1_790_000_025);
  });

  it('counts unread, marks one read and then all', async () => {
    expect(await get('/API/notifications/count')).toEqual({ unread: 25 });
    expect((await post(`/API/notifications/${ids[0] ?? ''}/read`)).json()).toEqual({
      status: 'OK',
    });
    expect(await get('/API/notifications/count')).toEqual({ unread: 24 });
    expect((await post('/API/notifications/bulk/read')).json()).toEqual({ status: 'OK' });
    expect(await get('/API/notifications/count')).toEqual({ unread: 0 });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await post('/API/notifications/nope/read');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'notification-not-found' });
  });

  it('shows an unknown stored code as generic-error', async () => {
    clock.advance(1_000);
    await app.services.notifications.notify(anna.customerId, 'from-the-future');
    const [newest] = notificationPageSchema.parse(await get('/API/notifications?size=1'));
    expect(newest?.code).toBe('generic-error');
  });
});
