import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/api/query-client';
import { signIn, TEST_CONFIG } from '../../test/api-stub';
import type { AnalyticsFilters } from './analytics-filters';
import { analyticsKeys, useAnalyticsOverview } from './analytics.queries';

const FILTERS: AnalyticsFilters = {
  device: 'mobile',
  date: { from: 1_700_006_400, to: 1_700_092_799 },
};

/** A server that never answers analytics calls, recording each request's URL, body and signal. */
function hangingApi() {
  const requests: { url: string; body: unknown; signal: AbortSignal | null | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/config.json')) return Promise.resolve(Response.json(TEST_CONFIG));
      requests.push({
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        signal: init?.signal,
      });
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
      });
    }),
  );
  return requests;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useAnalyticsOverview', () => {
  it('keys the cache by shop, device and range', () => {
    expect(analyticsKeys.overview('s1', FILTERS)).toEqual([
      'analytics',
      's1',
      'overview',
      'mobile',
      FILTERS.date.from,
      FILTERS.date.to,
    ]);
  });

  it('posts the device and range, and cancels the request in flight when the shop changes', async () => {
    signIn();
    const requests = hangingApi();
    const { rerender } = renderHook(
      ({ shopId }: { shopId: string | null }) => useAnalyticsOverview(shopId, FILTERS),
      { wrapper, initialProps: { shopId: 'shop-1' } },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('http://trova.test/API/analytics/shop-1/overview');
    expect(requests[0]?.body).toEqual(FILTERS);
    rerender({ shopId: 'shop-2' });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.url).toBe('http://trova.test/API/analytics/shop-2/overview');
    await waitFor(() => expect(requests[0]?.signal?.aborted).toBe(true));
    expect(requests[1]?.signal?.aborted).toBe(false);
  });

  it('waits for a shop', () => {
    hangingApi();
    const { result } = renderHook(() => useAnalyticsOverview(null, FILTERS), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
