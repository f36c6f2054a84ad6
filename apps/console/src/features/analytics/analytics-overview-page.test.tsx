import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAnalyticsRange } from '@trova/contracts';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { configurationApi } from '../configuration/configuration.fixtures';
import { testShop } from '../../test/shop-fixture';
import { setCurrentShopId } from '../shops/current-shop-store';
import { isoRangeToSeconds, presetRange } from './analytics-dates';
import { overviewAnswer } from './overview/overview.fixtures';

const OVERVIEW = 'POST /analytics/shop-1/overview';
const MARCH = isoRangeToSeconds(['2024-03-07', '2024-03-09']);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function openOverview(handlers: Record<string, unknown>, search = '') {
  const stub = stubApi(
    configurationApi(testShop(), {
      'GET /shops': [testShop(), testShop({ id: 'shop-2', url: 'https://altro.it' })],
      ...handlers,
    }),
  );
  const view = renderRoute(`/analytics/overview${search}`);
  return { stub, ...view };
}

const tile = (name: string) => screen.findByRole('listitem', { name });

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

describe('AnalyticsOverviewPage', () => {
  it('shows the four KPIs formatted, each with a signed change chip', async () => {
    const { stub } = openOverview({ [OVERVIEW]: overviewAnswer() });
    const searches = await tile('Search requests');
    expect(within(searches).getByText('12.345')).toBeTruthy();
    const rise = within(searches).getByLabelText('Change against the previous period: +12,3%');
    expect(rise.getAttribute('data-tone')).toBe('positive');
    const flat = within(await tile('Search intents')).getByText('+0,0%');
    expect(flat.closest('[data-tone]')?.getAttribute('data-tone')).toBe('positive');
    expect(within(await tile('Total clicks')).getByText('1.500')).toBeTruthy();
    const exit = await tile('Exit rate');
    expect(within(exit).getByText('34,57%')).toBeTruthy();
    const fall = within(exit).getByLabelText('Change against the previous period: -4,0%');
    expect(fall.getAttribute('data-tone')).toBe('negative');
    expect(callsTo(stub, OVERVIEW)[0]?.body).toEqual({
      device: 'all',
      date: defaultAnalyticsRange(nowSeconds()),
    });
  });

  it('says "no comparison" in grey when the previous period has no data', async () => {
    const answer = overviewAnswer();
    answer.kpi.total_clicks = { value: 1500, rate: null };
    openOverview({ [OVERVIEW]: answer });
    const clicks = await tile('Total clicks');
    const none = within(clicks).getByText('no comparison');
    expect(none.closest('[data-tone]')?.getAttribute('data-tone')).toBe('none');
    expect(within(clicks).queryByText(/%/)).toBeNull();
    // A real 0 % change still reads as one.
    expect(within(await tile('Search intents')).getByText('+0,0%')).toBeTruthy();
  });

  it('shows each funnel step with its complement, conversions only when reported', async () => {
    openOverview({ [OVERVIEW]: overviewAnswer() });
    const funnel = await screen.findByRole('region', { name: 'Search funnel' });
    const steps = within(funnel).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Visitors using search: 62,5%Not using search: 37,5%',
      'With results: 90,3%Without results: 9,8%',
      'With clicks: 40,0%Without clicks: 60,0%',
    ]);
  });

  it('adds the conversions step when the shop reports conversions', async () => {
    const answer = overviewAnswer();
    openOverview({ [OVERVIEW]: { ...answer, detail: { ...answer.detail, withConversions: 5 } } });
    const funnel = await screen.findByRole('region', { name: 'Search funnel' });
    expect(within(funnel).getByText('Without conversions: 95,0%')).toBeTruthy();
  });

  it('gives each chart its series by day, dates in the language order', async () => {
    openOverview({ [OVERVIEW]: overviewAnswer() });
    const clicks = await screen.findByRole('table', { name: 'Clicks and search intents' });
    const row = within(clicks).getByRole('row', { name: /03\/08\/2024/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.000', '1.521']);
    const rates = screen.getByRole('table', { name: 'Use-search rate and exit rate' });
    expect(within(rates).getAllByRole('row')).toHaveLength(4);
    expect(within(rates).getByRole('row', { name: /03\/09\/2024/ }).textContent).toContain(
      '65,0%40,00%',
    );
    await act(() => import('../../i18n/i18n').then(({ i18n }) => i18n.changeLanguage('it')));
    // One row per chart table.
    expect(await screen.findAllByRole('row', { name: /^08\/03\/2024/ })).toHaveLength(3);
  });

  it('explains an empty range instead of drawing zeros', async () => {
    const empty = overviewAnswer();
    empty.kpi.total_searches = { value: 0, rate: 0 };
    openOverview({ [OVERVIEW]: empty });
    expect(await screen.findByText('No searches in this period')).toBeTruthy();
    expect(screen.getByText(/once the Trova layer is live/)).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Search requests' })).toBeNull();
  });

  it('offers a retry when the overview fails', async () => {
    const user = userEvent.setup();
    let failing = true;
    openOverview({
      [OVERVIEW]: () =>
        failing
          ? withStatus(500, { status: 'ERROR', code: 'x', message: 'boom' })
          : overviewAnswer(),
    });
    expect(await screen.findByText('Analytics could not be loaded')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await tile('Search requests')).toBeTruthy();
  });

  it('asks again with the new device, range and shop', async () => {
    const user = userEvent.setup();
    const { stub } = openOverview(
      {
        [OVERVIEW]: overviewAnswer(),
        'POST /analytics/shop-2/overview': overviewAnswer(),
      },
      `?from=${MARCH.from}&to=${MARCH.to}`,
    );
    await tile('Search requests');
    expect(callsTo(stub, OVERVIEW).at(-1)?.body).toEqual({ device: 'all', date: MARCH });
    await user.click(screen.getByRole('radio', { name: 'Desktop' }));
    await waitFor(() =>
      expect(callsTo(stub, OVERVIEW).at(-1)?.body).toEqual({ device: 'desktop', date: MARCH }),
    );
    await user.click(screen.getByRole('button', { name: 'Date range' }));
    await user.click(await screen.findByRole('button', { name: 'Yesterday' }));
    const yesterday = isoRangeToSeconds(presetRange('yesterday', nowSeconds()));
    await waitFor(() =>
      expect(callsTo(stub, OVERVIEW).at(-1)?.body).toEqual({ device: 'desktop', date: yesterday }),
    );
    act(() => setCurrentShopId('shop-2'));
    await waitFor(() => expect(callsTo(stub, 'POST /analytics/shop-2/overview')).toHaveLength(1));
  });
});
