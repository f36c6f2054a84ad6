import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render-with-providers';
import { signIn, stubApi } from '../../test/api-stub';
import { testPlan } from '../../test/plan-fixture';
import { API_KEY_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../lib/api/session-store';

describe('SideMenu', () => {
  it('lists every section of the console, marking the current one', async () => {
    signIn();
    renderRoute('/layoutDesign/mobile');
    // The first render waits for the lazy route chunks, which a cold run compiles.
    await screen.findByRole('heading', { level: 2, name: 'Mobile' }, { timeout: 5000 });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['New Wizard', '/wizard'],
      ['Analytics', '/analytics'],
      ['Layout & Design', '/layoutDesign'],
      ['Fine Tuning', '/fineTuning'],
      ['Visual Machine', '/visualMachine'],
      ['Setup', '/setup'],
      ['Account', '/account'],
      ['Billing', '/billing'],
    ]);
    expect(
      within(menu).getByRole('link', { name: 'Layout & Design' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(menu).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('No synced shop')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Usage recap' })).toBeTruthy();
  });

  it('disables the Visual Machine below the standard plan, and keeps it from standard up', async () => {
    signIn();
    stubApi({ 'GET /customers/me/plan': [testPlan({ key: 'start' })] });
    const { unmount } = renderRoute('/account');
    const locked = await screen.findByRole('button', { name: /Visual Machine/ }, { timeout: 5000 });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.textContent).toContain('Standard plan or higher');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Visual Machine' })).toBeNull();
    unmount();

    stubApi({ 'GET /customers/me/plan': [testPlan({ key: 'standard' })] });
    renderRoute('/account');
    expect(await screen.findByRole('link', { name: 'Visual Machine' })).toBeTruthy();
  });

  it('links the privacy notice of the interface language', async () => {
    signIn();
    renderRoute('/account');
    const privacy = await screen.findByRole('link', { name: 'Privacy policy' });
    expect(privacy.getAttribute('href')).toBe('/terms#privacy-en');
  });

  it('logs out by forgetting the session and returning to login', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    window.localStorage.setItem(API_KEY_STORAGE_KEY, 'key');
    const user = userEvent.setup();
    const { router } = renderRoute('/account');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(API_KEY_STORAGE_KEY)).toBeNull();
  });
});
