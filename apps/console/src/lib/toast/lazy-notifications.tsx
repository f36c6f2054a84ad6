import { lazy, Suspense, useState } from 'react';
import { useNotifications, type NotificationsProps } from '@mantine/notifications';

// The toasts' container (and the transition library it animates with) is only downloaded once
// something is shown: the login page, which rarely toasts, stays within its download budget
// (docs/benchmarks.md, login bundle). The store is tiny and always present, so nothing shown
// before the container arrives is lost: the container renders what the store already holds.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

/**
 * Mantine's `<Notifications />`, mounted the first time a toast is queued and kept from then on.
 * @example <LazyNotifications position="top-right" />
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
