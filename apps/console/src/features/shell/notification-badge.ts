import { NOTIFICATION_BADGE_CAP } from '@trova/contracts';

/** Badge text for the unread count: nothing when there is nothing to read, capped at '9+'. */
export function formatBadgeCount(unread: number): string | null {
  if (!Number.isFinite(unread) || unread < 1) return null;
  const count = Math.floor(unread);
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}
