import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render-with-providers';
import { callsTo, signIn, stubApi } from '../../test/api-stub';

const now = Math.floor(Date.now() / 1000);
const item = (index: number) => ({
  id: `n${index}`,
  code: index === 0 ? 'payment-failure' : 'mystery-code',
  createdAt: now - 300,
  readAt: index === 0 ? null : now,
  payload: {},
  detail: null,
});

describe('notification centre', () => {
  it('shows the capped badge, pages on scroll, opens and reads', async () => {
    signIn();
    const stub = stubApi({
      'GET /shops': [],
      'GET /notifications/count': { unread: 12 },
      'GET /notifications': (request: { query: URLSearchParams }) =>
        request.query.get('from') === '1'
          ? Array.from({ length: 20 }, (_, index) => item(index))
          : [item(20)].map((entry) => ({ ...entry, id: 'n20' })),
      'POST /notifications/n0/read': { status: 'OK' },
      'POST /notifications/bulk/read': { status: 'OK' },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/account');
    // A cold run compiles the signed-in layout's lazy chunk first.
    const bell = await screen.findByRole('button', { name: /Notifications/ }, { timeout: 5000 });
    await waitFor(() => expect(within(bell).getByText('9+')).toBeTruthy());
    await user.click(bell);
    expect(router.state.location.search).toBe('?action=notifications');

    const list = await screen.findByRole('region', { name: 'Notification list' });
    expect(within(list).getByRole('button', { name: 'Payment failed, Unread' })).toBeTruthy();
    expect(within(list).getAllByText('5 minutes ago')).toHaveLength(20);
    fireEvent.scroll(list);
    await waitFor(() => expect(callsTo(stub, 'GET /notifications')).toHaveLength(2));
    expect(callsTo(stub, 'GET /notifications')[1]?.query.get('from')).toBe('21');

    await user.click(within(list).getByRole('button', { name: 'Payment failed, Unread' }));
    expect(await screen.findByText(/Your payment failed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to the page' })).toBeTruthy();
    await waitFor(() => expect(callsTo(stub, 'POST /notifications/n0/read')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findAllByRole('button', { name: 'Error' })).toHaveLength(20);

    // The centre lives in the URL: Back closes it and leaves the account page as it was.
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Notification list' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/account');
  });
});
