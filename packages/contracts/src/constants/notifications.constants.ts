/**
 * Notification codes (docs/product/notifications.md#codes). Unknown codes fall back to
 * `generic-error`.
 */
export const NOTIFICATION_CODES = [
  'generic-error',
  'gs-missing-feed',
  'missing-feed',
  'gs-bad-feed',
  'synchronization-failed',
  'synchronization-complete',
  'payment-success',
  'payment-failure',
  'plan-switch-success',
  'plan-switch-failure',
  'vm-product-fail',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

export const NOTIFICATION_SEVERITIES = ['danger', 'info'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

/** Console destinations a notification can send the user to (route names). */
export const NOTIFICATION_REDIRECTS = ['setup', 'billing-information', 'visualMachine'] as const;
export type NotificationRedirect = (typeof NOTIFICATION_REDIRECTS)[number];

export interface NotificationCodeEntry {
  readonly severity: NotificationSeverity;
  readonly redirect: NotificationRedirect | null;
  /** Payload fields the message interpolates. */
  readonly payload: readonly string[];
}

export const NOTIFICATION_CATALOGUE: Readonly<Record<NotificationCode, NotificationCodeEntry>> = {
  'generic-error': { severity: 'danger', redirect: null, payload: [] },
  'gs-missing-feed': { severity: 'danger', redirect: 'setup', payload: ['shopId', 'feedUrl'] },
  'missing-feed': { severity: 'danger', redirect: 'setup', payload: ['shopId', 'feedUrl'] },
  'gs-bad-feed': { severity: 'danger', redirect: 'setup', payload: [] },
  'synchronization-failed': { severity: 'danger', redirect: 'setup', payload: [] },
  'synchronization-complete': { severity: 'info', redirect: null, payload: [] },
  'payment-success': { severity: 'info', redirect: null, payload: [] },
  'payment-failure': { severity: 'danger', redirect: 'billing-information', payload: [] },
  'plan-switch-success': { severity: 'info', redirect: null, payload: [] },
  'plan-switch-failure': { severity: 'danger', redirect: 'billing-information', payload: [] },
  'vm-product-fail': { severity: 'danger', redirect: 'visualMachine', payload: [] },
};

/**
 * Narrows any code the server stored to a known one, falling back to `generic-error`.
 * @example resolveNotificationCode('something-new') // 'generic-error'
 */
export function resolveNotificationCode(code: string): NotificationCode {
  return (NOTIFICATION_CODES as readonly string[]).includes(code)
    ? (code as NotificationCode)
    : 'generic-error';
}

/** Notification centre page size (docs/product/notifications.md#paging). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Relative times in the notification centre count a month as 30 days and a year as 365. */
export const RELATIVE_TIME_MONTH_DAYS = 30;
export const RELATIVE_TIME_YEAR_DAYS = 365;
