import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { DASHBOARD_PRESETS, defaultDashboardRange } from '@trova/contracts';
import { AppProviders } from '../../app/app-providers';
import { i18n } from '../../i18n/i18n';
import { createQueryClient } from '../../lib/api/query-client';
import { isoRangeToSeconds, presetRange } from './analytics-dates';
import { AnalyticsControls, type AnalyticsControlsProps } from './analytics-controls';

function renderControls(path = '/analytics/overview', props: AnalyticsControlsProps = {}) {
  const router = createMemoryRouter([{ path: '*', element: <AnalyticsControls {...props} /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const now = () => Math.floor(Date.now() / 1000);
const params = (router: ReturnType<typeof renderControls>) =>
  new URLSearchParams(router.state.location.search);

describe('AnalyticsControls', () => {
  it('keeps the chosen device in the URL', async () => {
    const user = userEvent.setup();
    const router = renderControls();
    const group = screen.getByRole('radiogroup', { name: 'Device' });
    expect(group).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'All' }).checked).toBe(true);
    // Native radios: arrow keys move between them in a browser (jsdom lacks CSS.escape for it).
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(params(router).get('device')).toBe('mobile');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Mobile' }).checked).toBe(true);
  });

  it('applies a preset as whole days ending yesterday', async () => {
    const user = userEvent.setup();
    const router = renderControls('/analytics/overview?list=x');
    await user.click(screen.getByRole('button', { name: 'Date range' }));
    await user.click(await screen.findByRole('button', { name: 'Past month' }));
    const expected = isoRangeToSeconds(presetRange('pastMonth', now()));
    expect(params(router).get('from')).toBe(String(expected.from));
    expect(params(router).get('to')).toBe(String(expected.to));
    expect(params(router).get('list')).toBe('x');
    expect(screen.queryByRole('button', { name: 'Past year' })).toBeNull();
  });

  it('offers past year and no device on the dashboard', async () => {
    const user = userEvent.setup();
    renderControls('/dashboard', {
      presets: DASHBOARD_PRESETS,
      withDevice: false,
      defaultRange: defaultDashboardRange,
    });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Date range' }));
    expect(await screen.findByRole('button', { name: 'Past year' })).toBeTruthy();
  });

  it('shows dates dd/mm/yyyy in Italian and mm/dd/yyyy in English', async () => {
    const range = isoRangeToSeconds(['2024-03-01', '2024-03-09']);
    renderControls(`/analytics/overview?from=${range.from}&to=${range.to}`);
    expect(screen.getByRole('button', { name: 'Date range' }).textContent).toContain(
      '03/01/2024 – 03/09/2024',
    );
    await act(() => i18n.changeLanguage('it'));
    // The language switch re-renders through react-i18next's listener: wait for it, not a tick.
    expect(
      (await screen.findByRole('button', { name: 'Intervallo di date' })).textContent,
    ).toContain('01/03/2024 – 09/03/2024');
  });
});
