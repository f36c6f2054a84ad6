import { useCurrentShopId } from '../shops/current-shop-store';
import { useAnalyticsFilters } from './analytics-filters';

/**
 * What every analytics request of the queries and filters tabs depends on: the current shop and
 * the shared controls. `scope` starts each query key, so a shop, device or range change asks again
 * and the request still running for the old key is cancelled (the call consumes its signal).
 */
export function useAnalyticsScope() {
  const shopId = useCurrentShopId();
  const { device, date } = useAnalyticsFilters();
  const scope = ['analytics', shopId ?? '', device, date.from, date.to] as const;
  return { shopId: shopId ?? '', enabled: shopId !== null, body: { device, date }, scope };
}
