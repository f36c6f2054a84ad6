import type { ComponentType } from 'react';
import { Box, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBillingHidden } from './billing-visibility';
import {
  BillingWarningDescription,
  BillingWarningIcon,
  useBillingWarningText,
} from './billing-warning-icon';
import { useBillingWarnings } from './use-billing-status';
import { billingPath } from './urls';

const DESCRIPTION_ID = 'billing-menu-warning';

/**
 * Causes the menu entry warns about: incomplete billing info and a suspended plan. A failed payment
 * has its own notification under the bell; the billing tabs show every cause.
 */
const MENU_CAUSES = ['infoIncomplete', 'planInactive'] as const;

interface BillingMenuEntryProps {
  active: boolean;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  onNavigate?: () => void;
}

/**
 * The side menu's billing link (docs/product/shell.md#side-menu): hidden while the current shop is
 * a Shopify shop, with a warning icon when billing info is incomplete or the plan is inactive.
 */
export function BillingMenuEntry({ active, icon: Icon, onNavigate }: BillingMenuEntryProps) {
  const { t } = useTranslation();
  const hidden = useBillingHidden();
  const warning = useBillingWarningText(useBillingWarnings({ detailed: false }), MENU_CAUSES);
  if (hidden) return null;
  return (
    <Box>
      <NavLink
        component={Link}
        to={billingPath}
        label={t('menu.billing')}
        leftSection={<Icon size={18} stroke={1.5} />}
        rightSection={warning ? <BillingWarningIcon text={warning} /> : null}
        active={active}
        aria-current={active ? 'page' : undefined}
        aria-describedby={warning ? DESCRIPTION_ID : undefined}
        onClick={onNavigate}
      />
      {warning ? <BillingWarningDescription id={DESCRIPTION_ID} text={warning} /> : null}
    </Box>
  );
}
