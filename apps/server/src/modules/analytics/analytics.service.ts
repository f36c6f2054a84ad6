import {
  defaultSortValues,
  type AnalyticsOverview,
  type DashboardList,
  type DashboardListType,
  type DashboardOverview,
  type DashboardQuery,
  type DeviceFilter,
  type FacetInfo,
  type FacetInfoRequest,
  type FacetsInfo,
  type FacetsInfoRequest,
  type OverviewRequest,
  type ProductInfo,
  type ProductInfoRequest,
  type QueryHighlights,
  type QueryInfo,
  type QueryInfoRequest,
  type QueryList,
  type QueryRequest,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { Caller } from '../../kernel/caller';
import type { ShopConfiguration } from '../configuration/index';
import { ownedShop } from '../../kernel/shop-access';
import type { ShopsRepository } from '../shops/index';
import { dashboardAnswer, dashboardListAnswer } from './analytics-dashboard.service';
import { productInfoAnswer, queryInfoAnswer } from './analytics-detail.service';
import { facetInfoAnswer, facetsInfoAnswer } from './analytics-filters.service';
import { overviewAnswer } from './analytics-overview.service';
import { highlightListAnswer, highlightsAnswer } from './analytics-queries.service';
import type { AnalyticsReads } from './analytics-reads';
import { dayOfSeconds } from '../../kernel/utc-day';
import { analyticsScope, type AnalyticsScope } from './analytics-scope';

export interface AnalyticsServiceDependencies extends AnalyticsReads {
  shops: ShopsRepository;
  /** The shop's saved configuration (its layout names the default sort). */
  configuration: (shopId: string) => Promise<{ configuration: ShopConfiguration }>;
  now: Clock;
}

/**
 * The analytics screens and the dashboard of one of the caller's shops, read from the daily
 * rollups (docs/product/analytics.md#how-the-numbers-are-computed). Every call first checks the
 * shop belongs to the caller: another customer's shop answers 404 `shop-not-found`.
 */
export class AnalyticsService {
  constructor(private readonly deps: AnalyticsServiceDependencies) {}

  /** `POST analytics/{id}/overview`. */
  async overview(
    caller: Caller | undefined,
    shopId: string,
    request: OverviewRequest,
  ): Promise<AnalyticsOverview> {
    return overviewAnswer(this.deps, await this.scope(caller, shopId, request));
  }

  /** `POST analytics/{id}/facets-info`. */
  async facetsInfo(
    caller: Caller | undefined,
    shopId: string,
    request: FacetsInfoRequest,
  ): Promise<FacetsInfo> {
    const scope = await this.scope(caller, shopId, request);
    const { configuration } = await this.deps.configuration(scope.shopId);
    const options = configuration.layout?.sort?.values ?? defaultSortValues();
    return facetsInfoAnswer(this.deps, scope, request, options);
  }

  /** `POST analytics/{id}/facet-info`. */
  async facetInfo(
    caller: Caller | undefined,
    shopId: string,
    request: FacetInfoRequest,
  ): Promise<FacetInfo> {
    return facetInfoAnswer(this.deps, await this.scope(caller, shopId, request), request);
  }

  /** `POST analytics/{id}/query`: the highlights, or one page of the list named by `type`. */
  async query(
    caller: Caller | undefined,
    shopId: string,
    request: QueryRequest,
  ): Promise<QueryHighlights | QueryList> {
    const scope = await this.scope(caller, shopId, request);
    if (request.type === undefined) return highlightsAnswer(this.deps, scope);
    return highlightListAnswer(this.deps, scope, request.type, request.page ?? 0);
  }

  /** `POST analytics/{id}/query-info`. */
  async queryInfo(
    caller: Caller | undefined,
    shopId: string,
    request: QueryInfoRequest,
  ): Promise<QueryInfo> {
    return queryInfoAnswer(this.deps, await this.scope(caller, shopId, request), request);
  }

  /** `POST analytics/{id}/product-info`. */
  async productInfo(
    caller: Caller | undefined,
    shopId: string,
    request: ProductInfoRequest,
  ): Promise<ProductInfo> {
    return productInfoAnswer(this.deps, await this.scope(caller, shopId, request), request);
  }

  /** `GET shops/{id}/events`: the dashboard, both devices. */
  async dashboard(
    caller: Caller | undefined,
    shopId: string,
    query: DashboardQuery,
  ): Promise<DashboardOverview> {
    return dashboardAnswer(this.deps, await this.dashboardScope(caller, shopId, query));
  }

  /** `GET shops/{id}/events/{listType}`: one page of a full dashboard list. */
  async dashboardList(
    caller: Caller | undefined,
    shopId: string,
    listType: DashboardListType,
    query: DashboardQuery,
  ): Promise<DashboardList> {
    const scope = await this.dashboardScope(caller, shopId, query);
    return dashboardListAnswer(this.deps, scope, listType, query.page ?? 0);
  }

  private dashboardScope(
    caller: Caller | undefined,
    shopId: string,
    query: DashboardQuery,
  ): Promise<AnalyticsScope> {
    const date = { from: query.fromTimestamp, to: query.toTimestamp };
    return this.scope(caller, shopId, { device: 'all', date });
  }

  /**
   * The shop's scope for a request, after the ownership check. Days after today hold no data and
   * are cut off, so an open-ended `to` cannot ask for millions of empty days; a range that starts
   * after today answers 400.
   */
  private async scope(
    caller: Caller | undefined,
    shopId: string,
    request: { device: DeviceFilter; date: { from: number; to: number } },
  ): Promise<AnalyticsScope> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    const scope = analyticsScope(shop.id, request.date, request.device);
    const today = dayOfSeconds(epochSeconds(this.deps.now));
    if (scope.fromDay > today) {
      throw new AppError('validation-failed', 'The date range starts after today.');
    }
    return { ...scope, toDay: Math.min(scope.toDay, today) };
  }
}
