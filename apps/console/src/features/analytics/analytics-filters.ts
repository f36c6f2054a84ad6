import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultAnalyticsRange, DEVICE_FILTERS, type DeviceFilter } from '@trova/contracts';
import { isSelectableRange, type SecondsRange } from './analytics-dates';

/** URL search params holding the shared controls, so links, reloads and back keep them. */
export const ANALYTICS_FILTER_PARAMS = { device: 'device', from: 'from', to: 'to' } as const;

export interface AnalyticsFilters {
  device: DeviceFilter;
  /** Whole UTC days in epoch seconds (docs/product/analytics.md#shared-controls). */
  date: SecondsRange;
}

export interface AnalyticsFiltersState extends AnalyticsFilters {
  /** Changes the device and/or the range; the other search params are kept. */
  setFilters: (change: Partial<AnalyticsFilters>) => void;
}

/** Which default range applies when the URL has none: the tabs' (7 days) or the dashboard's. */
export type DefaultRange = (nowSeconds: number) => SecondsRange;

const nowSeconds = () => Math.floor(Date.now() / 1_000);

function isDeviceFilter(value: string | null): value is DeviceFilter {
  return (DEVICE_FILTERS as readonly (string | null)[]).includes(value);
}

/**
 * Reads the controls from search params; a missing or invalid device is `all`, a missing or
 * invalid range (not whole days, before 2023-06-15, after yesterday) is the default range.
 * @example parseAnalyticsFilters(new URLSearchParams('device=mobile'), 1e9).device // 'mobile'
 */
export function parseAnalyticsFilters(
  params: URLSearchParams,
  now: number,
  defaultRange: DefaultRange = defaultAnalyticsRange,
): AnalyticsFilters {
  const device = params.get(ANALYTICS_FILTER_PARAMS.device);
  const from = params.get(ANALYTICS_FILTER_PARAMS.from);
  const to = params.get(ANALYTICS_FILTER_PARAMS.to);
  const range = { from: Number(from), to: Number(to) };
  const valid = from !== null && to !== null && isSelectableRange(range, now);
  return {
    device: isDeviceFilter(device) ? device : 'all',
    date: valid ? range : defaultRange(now),
  };
}

/**
 * Writes the controls into search params, keeping every other param (a tab's open list, say).
 * @example writeAnalyticsFilters(new URLSearchParams('list=x'), { device: 'all' }).toString()
 * // 'list=x&device=all'
 */
export function writeAnalyticsFilters(
  params: URLSearchParams,
  change: Partial<AnalyticsFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.device !== undefined) next.set(ANALYTICS_FILTER_PARAMS.device, change.device);
  if (change.date !== undefined) {
    next.set(ANALYTICS_FILTER_PARAMS.from, String(change.date.from));
    next.set(ANALYTICS_FILTER_PARAMS.to, String(change.date.to));
  }
  return next;
}

/**
 * Only the shared controls' params of a search string, for links between analytics screens so
 * the device and range travel with the shopper owner.
 * @example analyticsFilterSearch('?device=mobile&list=x') // '?device=mobile'
 */
export function analyticsFilterSearch(search: string): string {
  const source = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.values(ANALYTICS_FILTER_PARAMS)) {
    const value = source.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The device and date range of the analytics screens, kept in the URL (`device`, `from`, `to`).
 * A change replaces the history entry, so back leaves the screen instead of undoing each change.
 * @example
 * const { device, date, setFilters } = useAnalyticsFilters();
 * setFilters({ device: 'mobile' });
 */
export function useAnalyticsFilters(
  defaultRange: DefaultRange = defaultAnalyticsRange,
): AnalyticsFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = parseAnalyticsFilters(params, nowSeconds(), defaultRange);
  const { device } = filters;
  const { from, to } = filters.date;
  const setFilters = useCallback(
    (change: Partial<AnalyticsFilters>) =>
      setParams((current) => writeAnalyticsFilters(current, change), { replace: true }),
    [setParams],
  );
  return useMemo(
    () => ({ device, date: { from, to }, setFilters }),
    [device, from, to, setFilters],
  );
}
