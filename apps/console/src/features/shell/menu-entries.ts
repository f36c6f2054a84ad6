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
export const WIZARD_MENU_PATH = '/wizard';

/** Document 000 §2 "Side menu", in order; notifications and logout are actions, not links. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { to: WIZARD_MENU_PATH, labelKey: 'menu.newWizard', icon: IconPlus },
  { to: '/analytics', labelKey: 'menu.analytics', icon: IconChartBar },
  { to: '/layoutDesign', labelKey: 'menu.layoutDesign', icon: IconBrush },
  { to: '/fineTuning', labelKey: 'menu.fineTuning', icon: IconAdjustments },
  { to: '/visualMachine', labelKey: 'menu.visualMachine', icon: IconSparkles },
  { to: '/setup', labelKey: 'menu.setup', icon: IconSettings },
  { to: '/account', labelKey: 'menu.account', icon: IconUser },
  { to: '/billing', labelKey: 'menu.billing', icon: IconCreditCard },
];
