export { AnalyticsOverviewPage } from './analytics-overview-page';
