import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { callsTo, signIn, stubApi } from '../../test/api-stub';
import { createQueryClient } from '../../lib/api/query-client';
import { useAnySyncing, useShopIndexing, useSkuCount } from './shops.queries';

let client = createQueryClient();

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The side menu's use of the polls: the recap square and the shop switcher's spinner. */
function useMenuPolls() {
  const syncing = useAnySyncing();
  useSkuCount(syncing);
  useShopIndexing('shop-1');
  return syncing;
}

afterEach(() => {
  vi.useRealTimers();
  client.clear();
});

describe('app-wide polls', () => {
  it('polls sync every 5 s while a shop syncs, then asks the SKU count once and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    client = createQueryClient();
    signIn();
    let syncs = 2;
    const stub = stubApi({
      'GET /shops/status': () => {
        syncs -= 1;
        return [{ id: 'shop-1', isSynchronizing: syncs > 0 }];
      },
      'GET /customers/me/count': { 'shop-1': 10 },
      'GET /shops/shop-1/status': { isIndexing: false },
    });
    const { result } = renderHook(useMenuPolls, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);
    expect(callsTo(stub, 'GET /shops/status')).toHaveLength(1);
    expect(callsTo(stub, 'GET /customers/me/count')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(callsTo(stub, 'GET /shops/status')).toHaveLength(2);
    expect(result.current).toBe(false);
    // The sync ended: the SKU count is asked once more, and nothing polls any longer.
    expect(callsTo(stub, 'GET /customers/me/count')).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(callsTo(stub, 'GET /shops/status')).toHaveLength(2);
    expect(callsTo(stub, 'GET /customers/me/count')).toHaveLength(2);
    expect(callsTo(stub, 'GET /shops/shop-1/status')).toHaveLength(1);
  });

  it("polls the current shop's indexing every 5 s until it is done", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    client = createQueryClient();
    signIn();
    let busy = 2;
    const stub = stubApi({
      'GET /shops/status': [],
      'GET /customers/me/count': {},
      'GET /shops/shop-1/status': () => ({ isIndexing: (busy -= 1) >= 0 }),
    });
    renderHook(useMenuPolls, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(callsTo(stub, 'GET /shops/shop-1/status')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(callsTo(stub, 'GET /shops/shop-1/status')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(callsTo(stub, 'GET /shops/shop-1/status')).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(callsTo(stub, 'GET /shops/shop-1/status')).toHaveLength(3);
  });
});
