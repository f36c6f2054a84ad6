import type { ComponentType } from 'react';
import {
  IconAdjustments,
  IconBrush,
  IconChartBar,
  IconCreditCard,
  IconPlus,
  IconSettings,
  IconSparkles,
  IconUser,
} from '@tabler/icons-react';
import { accountPath } from '../account/urls';
import { analyticsPath } from '../analytics/urls';
import { billingPath } from '../billing/urls';
import { fineTuningPath } from '../fine-tuning/urls';
import { layoutDesignPath } from '../layout-design/urls';
import { setupPath } from '../setup/urls';
import { visualMachinePath } from '../visual-machine/urls';
import { wizardPath } from '../wizard/urls';

type MenuLabelKey =
  | 'menu.newWizard'
  | 'menu.analytics'
  | 'menu.layoutDesign'
  | 'menu.fineTuning'
  | 'menu.visualMachine'
  | 'menu.setup'
  | 'menu.account'
  | 'menu.billing';

export interface MenuEntry {
  to: string;
  labelKey: MenuLabelKey;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** The wizard's entry, drawn with its progress indicator and syncing label. */
export const WIZARD_MENU_PATH = wizardPath;

/**
 * The side menu's entries (docs/product/shell.md#side-menu), in order; notifications and logout are
 * actions, not links.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { to: WIZARD_MENU_PATH, labelKey: 'menu.newWizard', icon: IconPlus },
  { to: analyticsPath, labelKey: 'menu.analytics', icon: IconChartBar },
  { to: layoutDesignPath, labelKey: 'menu.layoutDesign', icon: IconBrush },
  { to: fineTuningPath, labelKey: 'menu.fineTuning', icon: IconAdjustments },
  { to: visualMachinePath, labelKey: 'menu.visualMachine', icon: IconSparkles },
  { to: setupPath, labelKey: 'menu.setup', icon: IconSettings },
  { to: accountPath, labelKey: 'menu.account', icon: IconUser },
  { to: billingPath, labelKey: 'menu.billing', icon: IconCreditCard },
];
