export function AnalyticsFiltersPage() {
  return null;
}
