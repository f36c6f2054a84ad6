import { DASHBOARD_LIST_TYPES, type DashboardListType } from '@trova/contracts';

export const dashboardPath = '/dashboard';

/** Search param naming the full list shown instead of the summary: `/dashboard?list=…`. */
export const DASHBOARD_LIST_PARAM = 'list';

/**
 * The full list a `list` param names, or none (the summary) when absent or unknown.
 * @example dashboardListOf('no_results_queries') // 'no_results_queries'
 */
export function dashboardListOf(value: string | null): DashboardListType | null {
  return isDashboardListType(value) ? value : null;
}

function isDashboardListType(value: string | null): value is DashboardListType {
  return (DASHBOARD_LIST_TYPES as readonly (string | null)[]).includes(value);
}
