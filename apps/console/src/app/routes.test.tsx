import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../test/render-with-providers';
import { signIn } from '../test/api-stub';

describe('routes', () => {
  it.each([
    ['/billing', '/billing/overview', 'Overview'],
    ['/setup', '/setup/search', 'Search configuration'],
    ['/analytics', '/analytics/overview', 'Overview'],
    ['/layoutDesign', '/layoutDesign/general', 'General'],
    ['/visualMachine', '/visualMachine/campaigns', 'Campaigns'],
  ])('redirects %s to its first child %s', async (from, to, heading) => {
    signIn();
    const { router } = renderRoute(from);
    // A cold run compiles the screen's lazy chunk first.
    const found = await screen.findByRole(
      'heading',
      { level: 2, name: heading },
      { timeout: 5000 },
    );
    expect(found).toBeTruthy();
    expect(router.state.location.pathname).toBe(to);
  });

  it('shows the section header and URL-driven tabs', async () => {
    signIn();
    renderRoute('/billing/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Billing sections' });
    const links = Array.from(tabs.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/billing/overview', '/billing/plans', '/billing/information']);
    expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).toBe('page');
  });

  it('replaces an unknown path with the not-found page, which links home', async () => {
    const { router } = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notfound');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('serves the login screen at / and /login without menu or save bar', async () => {
    for (const path of ['/', '/login']) {
      const { unmount } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Save changes' })).toBeNull();
      unmount();
    }
  });

  it('shows the side menu everywhere in the app and the save bar only on configuration pages', async () => {
    signIn();
    const { router } = renderRoute('/fineTuning');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine Tuning' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Save changes' })).toBeTruthy();
    expect(screen.getByText('Version 2.3.6')).toBeTruthy();

    await router.navigate('/billing/overview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Save changes' })).toBeNull();
  });

  it('shows only the word SUPPORT on the support page', async () => {
    signIn();
    renderRoute('/support');
    expect(await screen.findByRole('heading', { name: 'SUPPORT' })).toBeTruthy();
  });

  it('keeps the preview free of the side menu', async () => {
    renderRoute('/preview');
    expect(await screen.findByRole('heading', { name: 'Search preview' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });
});
