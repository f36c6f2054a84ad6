import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedRecommendation } from '@trova/contracts';
import { callsTo, withStatus, type StubRequest } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { vmProduct } from '../vm-test-fixtures';
import {
  HISTORY_INTERVAL,
  openRecommendations,
  RECOMMENDATION_LIST as LIST,
  recommenderOf,
  savedRecommendation,
} from './recommendation-test-fixtures';

const RULES = [
  savedRecommendation('r1', { name: 'Bestsellers' }),
  savedRecommendation('r2', {
    name: 'Gone shoes',
    isActive: false,
    recommender: recommenderOf({
      type: 'custom',
      content: { products: [vmProduct('gone', { isAlive: false })] },
    }),
  }),
  savedRecommendation('r3', {
    name: 'Summer 2020',
    condition: [[{ timeInterval: { from: 1_590_000_000, to: 1_600_000_000 } }]],
  }),
];

function open(handlers: Record<string, unknown> = {}, rules: SavedRecommendation[] = RULES) {
  return openRecommendations('/visualMachine/recommendations', 'Recommendations', rules, handlers);
}

function rows() {
  return within(screen.getByRole('table', { name: 'Recommendations' }))
    .getAllByRole('row')
    .slice(1);
}

function names() {
  return rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);
}

afterEach(() => {
  resetConfiguration();
  setCurrentShopId(null);
  vi.restoreAllMocks();
});

describe('recommendations list', () => {
  it('explains the three places, lists the rules in order and counts them', async () => {
    await open();
    await screen.findByRole('table', { name: 'Recommendations' });
    const intro = screen.getByRole('region', { name: 'Where recommendations show' });
    const places = within(intro).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(within(places[0]!).getByText('Showcase')).toBeTruthy();
    expect(within(places[1]!).getByText('No results')).toBeTruthy();
    expect(within(places[2]!).getByText('External')).toBeTruthy();
    expect(names()).toEqual(['Bestsellers', 'Gone shoes', 'Summer 2020']);
    expect(within(rows()[0]!).getByText('Always visible')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search among 3 recommendations')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New recommendation' }).getAttribute('href')).toBe(
      '/visualMachine/recommendations/new',
    );
    expect(screen.getByRole('link', { name: 'Edit Gone shoes' }).getAttribute('href')).toBe(
      '/visualMachine/recommendations/r2',
    );
  });

  it('marks a manual recommendation holding a product no longer available', async () => {
    await open();
    await screen.findByRole('table', { name: 'Recommendations' });
    expect(
      within(rows()[1]!).getByRole('img', { name: 'Holds a product no longer available' }),
    ).toBeTruthy();
    expect(within(rows()[0]!).queryByRole('img')).toBeNull();
  });

  it('saves a row toggle with the whole rule, and enable all with the order call', async () => {
    const user = userEvent.setup();
    const { stub } = await open({
      'PUT /shops/shop-1/recommendations/r2': (request: StubRequest) => request.body,
      'PUT /shops/shop-1/recommendations': (request: StubRequest) =>
        (request.body as { rules: unknown }).rules,
    });
    await screen.findByRole('table', { name: 'Recommendations' });
    await user.click(screen.getByRole('switch', { name: 'Enabled: Gone shoes' }));
    await waitFor(() =>
      expect(callsTo(stub, 'PUT /shops/shop-1/recommendations/r2')).toHaveLength(1),
    );
    expect(callsTo(stub, 'PUT /shops/shop-1/recommendations/r2')[0]!.body).toEqual({
      ...RULES[1],
      isActive: true,
    });
    await waitFor(() => expect(callsTo(stub, LIST)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Enable all' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('switch', { name: 'Enable all' }));
    await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/recommendations')).toHaveLength(1));
    const { rules } = callsTo(stub, 'PUT /shops/shop-1/recommendations')[0]!.body as {
      rules: SavedRecommendation[];
    };
    expect(rules.map((rule) => [rule.id, rule.isActive])).toEqual([
      ['r1', true],
      ['r2', true],
      ['r3', true],
    ]);
  });

  it('copies a rule as a new one named " - copy" with a tag of its own', async () => {
    const user = userEvent.setup();
    const { stub } = await open({
      'POST /shops/shop-1/recommendations': (request: StubRequest) => ({
        ...(request.body as object),
        id: 'r4',
      }),
    });
    await screen.findByRole('table', { name: 'Recommendations' });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await user.click(screen.getByRole('button', { name: 'Copy Bestsellers' }));
    await waitFor(() =>
      expect(callsTo(stub, 'POST /shops/shop-1/recommendations')).toHaveLength(1),
    );
    const sent = callsTo(stub, 'POST /shops/shop-1/recommendations')[0]!
      .body as SavedRecommendation;
    const { id: _id, ...rest } = RULES[0]!;
    expect(sent).toEqual({ ...rest, name: 'Bestsellers - copy', tag: 'widget-5000' });
    expect(RULES[0]!.tag).not.toBe('widget-5000');
    expect(await screen.findByText('"Bestsellers" copied')).toBeTruthy();
  });

  it('saves the new order at once after a keyboard drag', { timeout: 15000 }, async () => {
    const user = userEvent.setup();
    const { stub } = await open({
      'PUT /shops/shop-1/recommendations': (request: StubRequest) =>
        (request.body as { rules: unknown }).rules,
    });
    await screen.findByRole('table', { name: 'Recommendations' });
    for (const [index, row] of rows().entries()) {
      vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: index * 40, width: 600, height: 40 }),
      );
    }
    screen.getByRole('button', { name: 'Move Bestsellers' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/recommendations')).toHaveLength(1));
    const { rules } = callsTo(stub, 'PUT /shops/shop-1/recommendations')[0]!.body as {
      rules: SavedRecommendation[];
    };
    expect(rules.map((rule) => rule.id)).toEqual(['r2', 'r1', 'r3']);
  });

  it('"only old data" keeps ended schedules and products no longer available, list-wide controls off', async () => {
    const user = userEvent.setup();
    await open();
    await screen.findByRole('table', { name: 'Recommendations' });
    await user.click(screen.getByRole('switch', { name: /^Only old data/ }));
    expect(names()).toEqual(['Gone shoes', 'Summer 2020']);
    expect(screen.getByText(/^Only old data: ended schedules/)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Enable all' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    await user.click(screen.getByRole('switch', { name: /^Only old data/ }));
    expect(names()).toHaveLength(3);
  });

  it('asks before changing the history interval; cancel keeps it, confirm saves it', async () => {
    const user = userEvent.setup();
    const { stub, router } = await open({
      [`PUT ${HISTORY_INTERVAL}`]: (request: StubRequest) => request.body,
    });
    const select = await screen.findByRole('combobox', { name: /^History interval/ });
    await waitFor(() => expect(select).toHaveProperty('value', '30'));
    await user.selectOptions(select, '15');
    let dialog = await screen.findByRole('dialog', { name: 'Change the history interval?' });
    expect(router.state.location.search).toBe('?action=history-interval&option=15');
    expect(within(dialog).getByText(/last 15 days/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select).toHaveProperty('value', '30');
    expect(callsTo(stub, `PUT ${HISTORY_INTERVAL}`)).toHaveLength(0);

    await user.selectOptions(select, '15');
    dialog = await screen.findByRole('dialog', { name: 'Change the history interval?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(callsTo(stub, `PUT ${HISTORY_INTERVAL}`)).toHaveLength(1));
    expect(callsTo(stub, `PUT ${HISTORY_INTERVAL}`)[0]!.body).toEqual({ historyInterval: '15' });
    await waitFor(() => expect(select).toHaveProperty('value', '15'));
    expect(await screen.findByText('History interval saved: last 15 days')).toBeTruthy();
  });

  it('says what recommendations do when there is none yet', async () => {
    await open({}, []);
    expect(await screen.findByText(/^No recommendation yet/)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Enable all' })).toBeNull();
  });

  it('shows the plan lock when the server answers 402', async () => {
    await open({
      [LIST]: withStatus(402, {
        status: 'ERROR',
        code: 'plan-feature-locked',
        message: 'This feature is not part of the current plan.',
      }),
    });
    expect(await screen.findByText('The Visual Machine needs the Standard plan')).toBeTruthy();
  });
});
