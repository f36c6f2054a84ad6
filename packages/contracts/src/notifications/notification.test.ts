import { describe, expect, it } from 'vitest';
import { nextNotificationOffset, unreadBadge } from './notification.rules';
import { notificationPageQuerySchema, notificationSchema } from './notification.schema';

describe('notifications', () => {
  it('caps the badge at 9+', () => {
    expect([0, 1, 9, 10, 250].map(unreadBadge)).toEqual([null, '1', '9', '9+', '9+']);
  });

  it('asks for page*size+1 only after a full page', () => {
    expect(nextNotificationOffset({ page: 1, size: 20, lastPageCount: 20 })).toBe(21);
    expect(nextNotificationOffset({ page: 2, size: 20, lastPageCount: 20 })).toBe(41);
    expect(nextNotificationOffset({ page: 1, size: 20, lastPageCount: 7 })).toBeNull();
  });

  it('defaults the page query to the first 20', () => {
    expect(notificationPageQuerySchema.parse({})).toEqual({ from: 1, size: 20 });
    expect(notificationPageQuerySchema.parse({ from: '21', size: '20' })).toEqual({
      from: 21,
      size: 20,
    });
  });

  it('narrows unknown codes to generic-error when parsing', () => {
    const parsed = notificationSchema.parse({
      id: 'n1',
      code: 'mystery',
      createdAt: 1_700_000_000,
      readAt: null,
      payload: { shopId: 's1', feedUrl: 'https://shop.it/feed.xml' },
      detail: null,
    });
    expect(parsed.code).toBe('generic-error');
  });
});
