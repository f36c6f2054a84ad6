import { NOTIFICATION_BADGE_CAP } from '../constants/console.constants';

/**
 * Text of the unread badge: the count up to 9, then '9+'; nothing when all are read.
 * @example unreadBadge(12) // '9+'
 */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

/**
 * `from` of the next notification page (1-based, see notificationPageQuerySchema): page*size+1 where
 * `page` counts the pages already loaded. Returns null when the last page was not full.
 * @example nextNotificationOffset({ page: 1, size: 20, lastPageCount: 20 }) // 21
 */
export function nextNotificationOffset(input: {
  readonly page: number;
  readonly size: number;
  readonly lastPageCount: number;
}): number | null {
  if (input.lastPageCount < input.size) return null;
  return input.page * input.size + 1;
}
