import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render-with-providers';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { API_KEY_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../lib/api/session-store';

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('session', () => {
  it('stores token and API key after login and leaves the home routes', async () => {
    const stub = stubApi({
      'POST /session': { status: 'OK', jwt: 'jwt-1', api_key: 'key-1' },
      'GET /shops': [],
      'GET /users/me': { status: 'OK', languageIso: 'en' },
    });
    const { router } = renderRoute('/');
    await fillLogin('anna@shop.it', 'Secret1!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(window.localStorage.getItem(API_KEY_STORAGE_KEY)).toBe('key-1');
    expect(callsTo(stub, 'POST /session')[0]?.body).toEqual({
      username: 'anna@shop.it',
      password: 'Secret1!',
    });
  });

  it('explains a refused login with the catalogue message', async () => {
    stubApi({
      'POST /session': withStatus(401, {
        status: 'ERROR',
        code: 'user-cannot-authenticate',
        message: 'Authentication failed: wrong mail or password',
      }),
    });
    const { router } = renderRoute('/');
    await fillLogin('anna@shop.it', 'Wrong-pass1');

    expect(await screen.findByText('Auth Failed')).toBeTruthy();
    expect(screen.getByText('Incorrect mail or password')).toBeTruthy();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows "You are a robot" when the captcha fails', async () => {
    stubApi({
      'POST /session': withStatus(400, {
        status: 'ERROR',
        code: 'captcha-failed',
        message: 'Captcha failed',
      }),
    });
    renderRoute('/');
    await fillLogin('anna@shop.it', 'Secret1!');
    expect(await screen.findByText('You are a robot')).toBeTruthy();
  });

  it('logs out through DELETE session and forgets token and key', async () => {
    signIn();
    const stub = stubApi({ 'DELETE /session': { status: 'OK' }, 'GET /shops': [] });
    const user = userEvent.setup();
    const { router } = renderRoute('/account');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(stub, 'DELETE /session')).toHaveLength(1);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(API_KEY_STORAGE_KEY)).toBeNull();
  });

  it("clears the session and returns to login on 'Expired token'", async () => {
    signIn();
    stubApi({
      'GET /shops': [],
      'GET /users/me': withStatus(401, {
        status: 'ERROR',
        code: 'expired-token',
        message: 'Expired token',
      }),
    });
    const { router } = renderRoute('/account');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(API_KEY_STORAGE_KEY)).toBeNull();
  });

  it('sends a visitor without a session from a console page to login', async () => {
    const { router } = renderRoute('/billing/plans');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the first completed shop on analytics overview after login', async () => {
    signIn();
    stubApi({
      'GET /shops': [
        {
          id: 's1',
          key: 'k1',
          url: 'https://shop.it',
          sector: null,
          cms: { type: 'woocommerce', version: '8' },
          cms_data: {},
          is_active: true,
          isSynchronizing: false,
          isIndexing: false,
          skus: 10,
          requests: 0,
          language_iso: 'it',
          editable_widgets: [],
          configurable_attributes: [],
          last_sync_start_time: 1,
          last_index_start_time: 2,
          last_index_end_time: 3,
          setup: null,
          fineTuning: null,
          layout: null,
        },
      ],
    });
    const { router } = renderRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics/overview'));
    expect(window.localStorage.getItem('trova.shopId')).toBe('s1');
  });
});
