import { lazy, Suspense } from 'react';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { isSaveBarVisible } from './save-bar-visibility';
import { SaveBar } from './save-bar';
import { SideMenu } from './side-menu';
import { useUnreadCount } from '../notifications/notifications.queries';
import { notificationsAction } from '../notifications/urls';
import { useUrlDialog } from '../../lib/url/use-url-dialog';

// The centre's list and detail load on the first click on the bell.
const NotificationCentre = lazy(() =>
  import('../notifications/notification-centre').then((module) => ({
    default: module.NotificationCentre,
  })),
);

/** Chrome of every signed-in screen: side menu, optional save bar, page content. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  // `?action=notifications`: a link opens the centre, and Back closes it.
  const centre = useUrlDialog(notificationsAction);
  const unread = useUnreadCount().data?.unread;

  return (
    <AppShell
      header={{ height: { base: 56, sm: 0 } }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }}
      padding="md"
    >
      <AppShell.Header hiddenFrom="sm">
        <Group h="100%" px="md">
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            size="sm"
            aria-label={t('menu.toggle')}
            aria-expanded={menuOpen}
          />
          <Text fw={700}>Trova</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <SideMenu
          onNavigate={menu.close}
          unreadCount={unread ?? 0}
          onOpenNotifications={() => {
            menu.close();
            centre.open();
          }}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        {isSaveBarVisible(pathname) ? <SaveBar /> : null}
        <Outlet />
      </AppShell.Main>
      {centre.opened ? (
        <Suspense fallback={null}>
          <NotificationCentre opened onClose={centre.close} onGoTo={centre.leaveTo} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
