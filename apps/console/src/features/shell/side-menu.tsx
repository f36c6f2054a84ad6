import { Badge, Box, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell, IconLogout } from '@tabler/icons-react';
import { BUILD_VERSION, isStandardOrMore } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../auth/use-logout';
import { usePlanKey } from '../setup/use-plan-key';
import { visualMachinePath } from '../visual-machine/urls';
import { ShopSwitcher } from './shop-switcher';
import { WizardMenuEntry } from '../wizard/components/wizard-menu-entry';
import { BillingMenuEntry } from '../billing/billing-menu-entry';
import { billingPath } from '../billing/urls';
import { MENU_ENTRIES, WIZARD_MENU_PATH } from './menu-entries';
import { formatBadgeCount } from './notification-badge';
import { MenuFooter } from './menu-footer';
import { UsageRecap } from './usage-recap';

interface SideMenuProps {
  /** Unread notifications; undefined until the notification centre provides it. */
  unreadCount?: number;
  /** Opens the notification centre; the bell stays disabled until one is wired in. */
  onOpenNotifications?: () => void;
  onNavigate?: () => void;
}

function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function SideMenu({ unreadCount, onOpenNotifications, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const planKey = usePlanKey();
  // Below standard the Visual Machine is locked (docs/product/visual-machine.md#gating); while the
  // plan loads the entry stays usable, and the screens show the lock the server answers.
  const vmLocked = planKey !== null && !isStandardOrMore(planKey);
  const badge = unreadCount === undefined ? null : formatBadgeCount(unreadCount);

  return (
    <Stack h="100%" gap="sm">
      <Box component="section" aria-label={t('menu.currentShop')} p="xs">
        <Text size="xs" c="dimmed">
          {t('menu.currentShop')}
        </Text>
        <ShopSwitcher />
      </Box>

      <ScrollArea component="nav" aria-label={t('menu.label')} style={{ flex: 1 }}>
        {MENU_ENTRIES.map(({ to, labelKey, icon: Icon }) => {
          const active = isWithin(pathname, to);
          if (to === WIZARD_MENU_PATH) {
            return <WizardMenuEntry key={to} active={active} onNavigate={onNavigate} />;
          }
          if (to === visualMachinePath && vmLocked) {
            return (
              <NavLink
                key={to}
                component="button"
                type="button"
                // NavLink styles `disabled` but keeps the element usable: nothing happens on it.
                disabled
                aria-disabled
                label={t(labelKey)}
                description={t('menu.visualMachineLocked')}
                leftSection={<Icon size={18} stroke={1.5} />}
              />
            );
          }
          if (to === billingPath) {
            return (
              <BillingMenuEntry key={to} active={active} icon={Icon} onNavigate={onNavigate} />
            );
          }
          return (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={t(labelKey)}
              leftSection={<Icon size={18} stroke={1.5} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        })}
        <NavLink
          component="button"
          type="button"
          label={t('menu.notifications')}
          aria-haspopup="dialog"
          disabled={!onOpenNotifications}
          onClick={onOpenNotifications}
          leftSection={<IconBell size={18} stroke={1.5} />}
          rightSection={
            badge ? (
              <Badge
                size="sm"
                color="red"
                circle
                aria-label={t('menu.unreadNotifications', { count: unreadCount })}
              >
                {badge}
              </Badge>
            ) : null
          }
        />
        <NavLink
          component="button"
          type="button"
          label={t('menu.logout')}
          onClick={() => void logout()}
          leftSection={<IconLogout size={18} stroke={1.5} />}
        />
      </ScrollArea>

      <UsageRecap />

      <Text size="xs" c="dimmed" ta="center">
        {t('menu.version', { version: BUILD_VERSION })}
      </Text>
      <MenuFooter />
    </Stack>
  );
}
