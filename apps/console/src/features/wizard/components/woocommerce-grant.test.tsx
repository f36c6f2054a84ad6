import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, i18n } from '../../../i18n/i18n';
import { callsTo, signIn, stubApi, withStatus } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from '../wizard-test-fixtures';
import { getWizardState } from '../wizard-store';

const GRANT = '/integrations/woocommerce/grant';
const wooShop = newShop({
  id: 'shop-woo',
  url: 'https://negozio.it',
  cms: { type: 'woocommerce', version: '9.x' },
  cms_data: {},
});

function api(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({ ...GUARD_CALLS, 'GET /shops': [wooShop], ...handlers });
}

beforeEach(freshWizard);
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('WooCommerce keys granted by the store', { timeout: 20_000 }, () => {
  it('sends the browser to the store with the address and language of the form', async () => {
    const stub = api({
      [`POST ${GRANT}`]: { authorizeUrl: 'https://negozio.it/wc-auth/v1/authorize?x=1' },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'WooCommerce' }, FIRST_LOAD));
    const authorise = screen.getByRole('button', { name: 'Authorise in WooCommerce' });
    expect((authorise as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('textbox', { name: /Store address/ }));
    await user.paste('https://negozio.it');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shop language' }), 'it');
    await user.click(authorise);

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://negozio.it/wc-auth/v1/authorize?x=1'),
    );
    expect(callsTo(stub, `POST ${GRANT}`)[0]?.body).toEqual({
      storeUrl: 'https://negozio.it',
      languageIso: 'it',
    });
  });

  it('waits for the keys on return, then preselects the connected shop', async () => {
    let asked = 0;
    api({
      [`GET ${GRANT}/n1`]: () => {
        asked += 1;
        return asked === 1 ? { status: 'pending' } : { status: 'connected', shopId: 'shop-woo' };
      },
    });
    const { router } = renderRoute('/wizard/shop?wc=n1&success=1&user_id=n1');
    expect(await screen.findByText(/Waiting for WooCommerce's keys/, {}, FIRST_LOAD)).toBeTruthy();
    await waitFor(() => expect(getWizardState()).toMatchObject({ shopId: 'shop-woo' }), {
      timeout: 5000,
    });
    expect(getWizardState().platform).toBe('woocommerce');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('names wrong keys and an expired authorisation, in Italian too', async () => {
    api({
      [`GET ${GRANT}/bad`]: { status: 'failed', code: 'platform-credentials-invalid' },
      [`GET ${GRANT}/late`]: { status: 'failed', code: 'woocommerce-grant-expired' },
    });
    const user = userEvent.setup();
    const first = renderRoute('/wizard/shop?wc=late');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('more than ten minutes');
    expect(alert.textContent).toContain('woocommerce-grant-expired');
    await user.click(within(alert).getByRole('button', { name: 'Back to the platform step' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/wizard/cms'));
    first.unmount();

    await act(() => chooseLanguage('it'));
    renderRoute('/wizard/shop?wc=bad');
    const named = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(named.textContent).toContain('WooCommerce non ha collegato il negozio');
    expect(named.textContent).toContain('platform-credentials-invalid');
  });

  it('says a grant of another account is not found', async () => {
    api({
      [`GET ${GRANT}/theirs`]: withStatus(404, {
        status: 'ERROR',
        code: 'woocommerce-grant-not-found',
        message: 'No such WooCommerce authorisation for this account.',
      }),
    });
    renderRoute('/wizard/shop?wc=theirs');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('not yours or no longer exists');
  });
});
