import {
  NOTIFICATION_CATALOGUE,
  type Notification,
  type NotificationRedirect,
  type NotificationSeverity,
} from '@trova/contracts';
import type { TFunction } from 'i18next';
import { billingInformationPath } from '../billing/urls';
import { setupPath } from '../setup/urls';
import { visualMachinePath } from '../visual-machine/urls';

/** Console pages behind the catalogue's redirect names. */
const REDIRECT_PATHS: Readonly<Record<NotificationRedirect, string>> = {
  setup: setupPath,
  'billing-information': billingInformationPath,
  visualMachine: visualMachinePath,
};

export interface NotificationView {
  severity: NotificationSeverity;
  title: string;
  message: string;
  /** Where "go to the page" leads; null when the code has no redirect. */
  redirectPath: string | null;
}

/**
 * Title, message, severity and redirect of a notification from its code
 * (docs/product/notifications.md#codes).
 */
export function describeNotification(t: TFunction, notification: Notification): NotificationView {
  const entry = NOTIFICATION_CATALOGUE[notification.code];
  const values = {
    shopId: String(notification.payload.shopId ?? ''),
    feedUrl: notification.payload.feedUrl ?? '',
  };
  return {
    severity: entry.severity,
    title: t(`notifications.codes.${notification.code}.title`),
    message: t(`notifications.codes.${notification.code}.message`, values),
    redirectPath: entry.redirect ? REDIRECT_PATHS[entry.redirect] : null,
  };
}
