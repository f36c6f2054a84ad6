import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS } from '@trova/contracts';
import { hasSessionToken } from '../../lib/api/session-store';
import { unreadCountQuery } from './notifications.queries';

const polls = new Map<QueryClient, ReturnType<typeof setInterval>>();

/**
 * Guard step 3: starts the unread-count poll unless one runs. Each tick asks only while a session
 * exists, so the poll can start on the login screen and serve the session that follows.
 * Returns whether a poll was started.
 */
export function ensureNotificationPoll(
  queryClient: QueryClient,
  intervalMs: number = NOTIFICATIONS_POLL_MS,
): boolean {
  if (polls.has(queryClient)) return false;
  const timer = setInterval(() => {
    if (!hasSessionToken()) return;
    queryClient.fetchQuery({ ...unreadCountQuery, staleTime: 0 }).catch(() => undefined);
  }, intervalMs);
  polls.set(queryClient, timer);
  return true;
}

export function stopNotificationPolls(): void {
  for (const timer of polls.values()) clearInterval(timer);
  polls.clear();
}
