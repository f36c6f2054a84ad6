import { Box, NavLink, Progress } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShops } from '../../shops/shops.queries';
import { useForgetDeletedShop } from '../use-forget-deleted-shop';
import { WIZARD_PROGRESS_MAX, wizardProgress } from '../wizard-progress';
import { useWizardState } from '../wizard-store';
import { wizardPath } from '../urls';

interface WizardMenuEntryProps {
  active: boolean;
  onNavigate?: () => void;
}

/**
 * The side menu's wizard link (docs/product/shell.md#side-menu): 'Syncing' while a first sync runs,
 * otherwise 'New Wizard', with the wizard's progress indicator (0 to 4) beneath.
 */
export function WizardMenuEntry({ active, onNavigate }: WizardMenuEntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { shopPhase } = useWizardState();
  useForgetDeletedShop();
  const anyShopSyncing = useShops().data?.some((shop) => shop.isSynchronizing) ?? false;
  const syncing = shopPhase === 'syncing' || anyShopSyncing;
  const progress = wizardProgress(pathname, shopPhase);

  return (
    <Box>
      <NavLink
        component={Link}
        to={wizardPath}
        label={syncing ? t('wizard.menu.syncing') : t('menu.newWizard')}
        leftSection={<IconPlus size={18} stroke={1.5} />}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
      {/* Outside the link, so the link's accessible name stays its label. */}
      <Box
        px="sm"
        pb={4}
        role="progressbar"
        aria-label={t('wizard.menu.progress')}
        aria-valuemin={0}
        aria-valuemax={WIZARD_PROGRESS_MAX}
        aria-valuenow={progress}
      >
        <Progress.Root size="xs" aria-hidden>
          <Progress.Section value={(progress / WIZARD_PROGRESS_MAX) * 100} withAria={false} />
        </Progress.Root>
      </Box>
    </Box>
  );
}
