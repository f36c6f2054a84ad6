import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoadMore } from './load-more';

/** An IntersectionObserver whose callbacks the test fires, as scrolling would. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() =>
      callbacks.at(-1)?.(
        [{ isIntersecting }] as IntersectionObserverEntry[],
        {} as IntersectionObserver,
      ),
    );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoadMore', () => {
  it('asks for more when its end scrolls into view, not while out of view', () => {
    const scroll = stubObserver();
    const onLoadMore = vi.fn();
    renderWithProviders(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />);
    scroll(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    scroll(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while a page loads or when the list is complete', () => {
    const scroll = stubObserver();
    const onLoadMore = vi.fn();
    const { rerender } = renderWithProviders(<LoadMore hasMore loading onLoadMore={onLoadMore} />);
    expect(screen.getByLabelText('Loading more…')).toBeTruthy();
    scroll(true);
    rerender(<LoadMore hasMore={false} loading={false} onLoadMore={onLoadMore} />);
    scroll(true);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a button for the keyboard', async () => {
    const onLoadMore = vi.fn();
    renderWithProviders(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
