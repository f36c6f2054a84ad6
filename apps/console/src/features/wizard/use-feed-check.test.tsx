import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { callsTo, signIn, stubApi } from '../../test/api-stub';
import { FEED_CHECK_DEBOUNCE_MS, useFeedCheck } from './use-feed-check';

const FEED = 'https://shop.test/feed.xml';

function wrapper({ children }: { children: ReactNode }) {
  return <AppProviders env="test">{children}</AppProviders>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useFeedCheck', () => {
  it('is checking while typing pauses and the server answers, then correct', async () => {
    signIn();
    const stub = stubApi({ 'GET /integrations/gs/check-feed': { isReadable: true } });
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ url }) => useFeedCheck(url), {
      initialProps: { url: '' },
      wrapper,
    });
    expect(result.current.check).toBe('idle');

    rerender({ url: FEED });
    expect(result.current.check).toBe('checking');
    await act(() => vi.advanceTimersByTimeAsync(FEED_CHECK_DEBOUNCE_MS - 1));
    expect(result.current.check).toBe('checking');
    expect(callsTo(stub, 'GET /integrations/gs/check-feed')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    // vi.waitFor moves the fake clock on between attempts.
    await vi.waitFor(() => expect(result.current.check).toBe('correct'));
    expect(callsTo(stub, 'GET /integrations/gs/check-feed')).toHaveLength(1);
    // The feed's server answered 404 without last-modified: not a physical file.
    await vi.waitFor(() => expect(result.current.physical).toBe(false));
  });

  it('calls a feed the server cannot read wrong', async () => {
    signIn();
    stubApi({ 'GET /integrations/gs/check-feed': { isReadable: false } });
    const { result } = renderHook(() => useFeedCheck(FEED), { wrapper });
    await waitFor(() => expect(result.current.check).toBe('wrong'), { timeout: 3000 });
  });
});
