import { analyticsApi, dashboardApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { AnalyticsService } from './analytics.service';

/**
 * The analytics calls and the dashboard (docs/product/analytics.md#calls), straight from the
 * contracts; the service checks the shop belongs to the caller.
 */
export function analyticsRoutes(register: RegisterCall, analytics: AnalyticsService): void {
  register(analyticsApi.overview, ({ caller, params, body }) =>
    analytics.overview(caller, params.id, body),
  );
  register(analyticsApi.facetsInfo, ({ caller, params, body }) =>
    analytics.facetsInfo(caller, params.id, body),
  );
  register(analyticsApi.facetInfo, ({ caller, params, body }) =>
    analytics.facetInfo(caller, params.id, body),
  );
  register(analyticsApi.query, ({ caller, params, body }) =>
    analytics.query(caller, params.id, body),
  );
  register(analyticsApi.queryInfo, ({ caller, params, body }) =>
    analytics.queryInfo(caller, params.id, body),
  );
  register(analyticsApi.productInfo, ({ caller, params, body }) =>
    analytics.productInfo(caller, params.id, body),
  );
  register(dashboardApi.overview, ({ caller, params, query }) =>
    analytics.dashboard(caller, params.id, query),
  );
  register(dashboardApi.list, ({ caller, params, query }) =>
    analytics.dashboardList(caller, params.id, params.listType, query),
  );
}
