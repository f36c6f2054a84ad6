import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { isSaveBarVisible } from './save-bar-visibility';
import { SaveBar } from './save-bar';
import { SideMenu } from './side-menu';

/** Chrome of every signed-in screen: side menu, optional save bar, page content. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);

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
        <SideMenu onNavigate={menu.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {isSaveBarVisible(pathname) ? <SaveBar /> : null}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
