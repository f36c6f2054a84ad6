import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { FIRST_LOAD, freshWizard, GUARD_CALLS } from './wizard-test-fixtures';

function api(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({
    ...GUARD_CALLS,
    'GET /shops': [],
    'GET /industries': ['Fashion', 'Electronics'],
    ...handlers,
  });
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name });
}

beforeEach(freshWizard);

describe('wizard start', { timeout: 20_000 }, () => {
  it('requires a sector before going on, and keeps it when coming back', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard');
    const sector = await screen.findByRole('combobox', { name: 'Market sector' }, FIRST_LOAD);

    await user.click(button('Next'));
    expect(screen.getByText('Choosing a sector is mandatory.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wizard');

    await user.selectOptions(sector, 'Electronics');
    expect(screen.queryByText('Choosing a sector is mandatory.')).toBeNull();
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Which platform runs your shop?' });
    expect(router.state.location.pathname).toBe('/wizard/cms');

    await user.click(button('Back'));
    const again = await screen.findByRole('combobox', { name: 'Market sector' });
    expect((again as HTMLSelectElement).value).toBe('Electronics');
  });
});

describe('wizard cms', { timeout: 20_000 }, () => {
  it('asks platforms with versions for one, and lets the push API go to the shop step', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await screen.findByRole('heading', { name: 'Which platform runs your shop?' });
    expect(button('Next').disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'WooCommerce' }));
    const version = screen.getByRole('combobox', { name: 'Version' });
    expect(
      within(version)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a version', '7.x', '8.x', '9.x']);
    expect(button('Next').disabled).toBe(true);
    await user.selectOptions(version, '9.x');
    expect(button('Next').disabled).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Prestashop' }));
    expect(screen.queryByRole('combobox', { name: 'Version' })).toBeNull();
    expect(button('Next').disabled).toBe(false);
    // A platform connected by its keys waits for them (wizard-platform-connect.test.tsx).
    await user.click(button('Next'));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/wizard/cms');

    await user.click(screen.getByRole('radio', { name: 'Custom Integration' }));
    await user.click(button('Next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/shop'));
  });

  it('connects Shopify with the trimmed domain and follows the redirect', async () => {
    const stub = api({ 'POST /integrations/shp': { redirectUrl: 'https://shopify.test/auth' } });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Shopify' }, FIRST_LOAD));
    const domain = screen.getByRole('textbox', { name: 'Shopify shop domain' });
    await user.type(domain, '   ');
    expect(button('Next').disabled).toBe(true);
    await user.type(domain, 'myshop.myshopify.com  ');
    await user.click(button('Next'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://shopify.test/auth'));
    expect(callsTo(stub, 'POST /integrations/shp')[0]?.query.get('shop')).toBe(
      'myshop.myshopify.com',
    );
  });

  it('shows a danger toast when Shopify cannot be connected', async () => {
    api({
      'POST /integrations/shp': withStatus(502, { status: 'ERROR', code: 'x', message: 'x' }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Shopify' }, FIRST_LOAD));
    await user.type(
      screen.getByRole('textbox', { name: 'Shopify shop domain' }),
      'a.myshopify.com',
    );
    await user.click(button('Next'));
    expect(await screen.findByText(/went wrong/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wizard/cms');
  });
});

describe('wizard cms in Italian', { timeout: 20_000 }, () => {
  it('names the platforms: brands as they are, our own integration in Italian', async () => {
    api();
    // Nobody is signed in to the stub: the console follows the language chosen on this browser.
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    renderRoute('/wizard/cms');
    await screen.findByRole(
      'heading',
      { name: 'Su quale piattaforma gira il tuo negozio?' },
      FIRST_LOAD,
    );
    expect(screen.getByRole('radio', { name: 'Integrazione personalizzata' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Google Shopping' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Custom Integration' })).toBeNull();
  });
});
