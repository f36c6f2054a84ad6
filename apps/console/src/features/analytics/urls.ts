export const analyticsPath = '/analytics';
export const analyticsOverviewPath = `${analyticsPath}/overview`;
export const analyticsQueriesPath = `${analyticsPath}/queries`;
export const analyticsFiltersPath = `${analyticsPath}/filters`;
