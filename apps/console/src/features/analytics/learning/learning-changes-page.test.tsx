import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LearningChanges } from '@trova/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, signIn, stubApi, withStatus } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { analyticsApiStub } from '../analytics-test-fixtures';

const CALL = 'GET /shops/shop-1/analytics/learning';
const FIRST_LOAD = { timeout: 15_000 };
const product = (id: string) => ({ id, title: `Product ${id}` });

function answer(change: Partial<LearningChanges> = {}): LearningChanges {
  return {
    enabled: true,
    builtAt: Date.now() - 2 * 3600 * 1000,
    queriesWithHistory: 1240,
    queries: [
      {
        query: 'scarpe',
        searches: 1500,
        before: ['a', 'b', 'c', 'd', 'e'].map(product),
        after: ['c', 'a', 'b', 'd', 'f'].map(product),
      },
      {
        query: 'zaino',
        searches: 1,
        before: ['z'].map(product),
        after: ['z'].map(product),
      },
    ],
    ...change,
  };
}

function open(handler: unknown, search = '') {
  const stub = stubApi(analyticsApiStub({ [CALL]: handler }));
  const view = renderRoute(`/analytics/learning${search}`);
  return { stub, ...view };
}

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

describe('what learning changed', () => {
  it('puts each top query’s lists side by side, moved products marked', async () => {
    const { stub } = open(answer(), '?from=1699920000&to=1700524799');
    const scarpe = await screen.findByRole('region', { name: /scarpe/ }, FIRST_LOAD);
    expect(within(scarpe).getByText('Reordered')).toBeTruthy();
    expect(within(scarpe).getByText('1.500 searches')).toBeTruthy();
    const [before, after] = within(scarpe).getAllByRole('list');
    expect(before?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(scarpe).getByRole('list', { name: 'Without learning' })).toBe(before);
    expect(within(scarpe).getByRole('list', { name: 'With learning' })).toBe(after);
    const items = within(after!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Product cUp 2 places',
      'Product aDown 1 place',
      'Product bDown 1 place',
      'Product d',
      'Product fNew in the top 5',
    ]);
    expect(within(before!).getByText('Out of the top 5')).toBeTruthy();

    const zaino = screen.getByRole('region', { name: /zaino/ });
    expect(within(zaino).getByText('Unchanged')).toBeTruthy();
    expect(within(zaino).getByText('1 search')).toBeTruthy();
    expect(
      screen.getByText(
        "Learned 2 hours ago from shoppers' searches; 1.240 queries have a history of their own.",
      ),
    ).toBeTruthy();

    const query = callsTo(stub, CALL)[0]?.query;
    expect(query?.get('fromTimestamp')).toBe('1699920000');
    expect(query?.get('toTimestamp')).toBe('1700524799');
  });

  it('sends an owner whose learning is off to the setup', async () => {
    const user = userEvent.setup();
    const { router } = open(answer({ enabled: false }));
    expect(await screen.findByText('Learned ranking is off', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /scarpe/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Open the setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/search'));
  });

  it('explains that nothing is learned before the first rebuild', async () => {
    open(answer({ builtAt: null, queriesWithHistory: 0 }));
    expect(await screen.findByText('Nothing learned yet', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /scarpe/ })).toBeNull();
  });

  it('says when the period had no searches', async () => {
    open(answer({ queries: [] }));
    expect(await screen.findByText('No searches in this period', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows the failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    const { stub } = open(
      withStatus(500, { status: 'ERROR', code: 'internal-error', message: 'Boom' }),
    );
    expect(await screen.findByText('Analytics could not be loaded', {}, FIRST_LOAD)).toBeTruthy();
    const before = callsTo(stub, CALL).length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Analytics could not be loaded');
    expect(callsTo(stub, CALL).length).toBeGreaterThan(before);
  });
});
