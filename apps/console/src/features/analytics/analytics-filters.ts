import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { defaultAnalyticsRange, DEVICE_FILTERS, type DeviceFilter } from '@trova/contracts';

// Stand-in until wip/console-overview's shared controls are merged; same name and shape.
export function useAnalyticsFilters(): {
  device: DeviceFilter;
  date: { from: number; to: number };
} {
  const [params] = useSearchParams();
  const device = DEVICE_FILTERS.find((d) => d === params.get('device')) ?? 'all';
  const [fallback] = useState(() => defaultAnalyticsRange(Math.floor(Date.now() / 1000)));
  const from = Number(params.get('from') ?? fallback.from);
  const to = Number(params.get('to') ?? fallback.to);
  return { device, date: { from, to } };
}
