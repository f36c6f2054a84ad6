import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../i18n/i18n';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from './wizard-test-fixtures';

const STORE = { storeName: 'Negozio Montagna', currency: 'EUR', productCount: 1240 };
const platformShop = newShop({
  id: 'shop-woo',
  url: 'https://negozio.it',
  cms: { type: 'woocommerce', version: '9.x' },
  cms_data: {},
});

function api(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({
    ...GUARD_CALLS,
    'GET /shops': [platformShop],
    'POST /integrations/platforms/check': STORE,
    'POST /integrations/platforms': { status: 'OK', id: 'shop-woo', key: 'key-woo' },
    ...handlers,
  });
}

function refusal(status: number, code: string) {
  return withStatus(status, { status: 'ERROR', code, message: 'refused' });
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name });
}

/** WooCommerce 9.x chosen and its form filled, the shop in Italian. */
async function fillWooCommerce(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'WooCommerce' }, FIRST_LOAD));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Version' }), '9.x');
  await fill(user, screen.getByRole('textbox', { name: /Store address/ }), 'https://negozio.it');
  await fill(user, screen.getByLabelText(/Consumer key/), 'ck_123');
  await fill(user, screen.getByLabelText(/Consumer secret/), 'cs_456');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Shop language' }), 'it');
}

/** Pastes `text` into a field: one change instead of a render per typed key, on a busy runner. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(freshWizard);
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('wizard cms, a platform connected by its keys', { timeout: 20_000 }, () => {
  it('says where each key is found and names the fields the schema refuses', async () => {
    const stub = api();
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'WooCommerce' }, FIRST_LOAD));
    expect(screen.queryByText(/Install the Trova plugin/)).toBeNull();
    expect(screen.getByText(/WooCommerce → Settings → Advanced → REST API/)).toBeTruthy();

    await fill(user, screen.getByRole('textbox', { name: /Store address/ }), 'negozio.it');
    await fill(user, screen.getByLabelText(/Consumer secret/), 'cs 1');
    await user.click(button('Check connection'));
    expect(await screen.findByText(/Write the full address, starting with https/)).toBeTruthy();
    // The consumer key, and the shop language.
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Paste the key without spaces.')).toBeTruthy();
    expect(callsTo(stub, 'POST /integrations/platforms/check')).toHaveLength(0);
  });

  it('checks the keys and shows the store found', async () => {
    const stub = api();
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await fillWooCommerce(user);
    await user.click(button('Check connection'));

    const status = await screen.findByText('Connection works');
    const found = status.closest('[role="status"]');
    expect(found?.textContent).toContain('Negozio Montagna');
    expect(found?.textContent).toContain('EUR');
    expect(found?.textContent).toContain('1240');
    expect(callsTo(stub, 'POST /integrations/platforms/check')[0]?.body).toEqual({
      platform: 'woocommerce',
      storeUrl: 'https://negozio.it',
      consumerKey: 'ck_123',
      consumerSecret: 'cs_456',
    });
  });

  it('checks with Enter from a field, and names a refused key', async () => {
    api({ 'POST /integrations/platforms/check': refusal(400, 'platform-credentials-invalid') });
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await fillWooCommerce(user);
    await user.type(screen.getByLabelText(/Consumer secret/), '{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The keys are wrong');
    expect(alert.textContent).toContain('platform-credentials-invalid');
  });

  it('connects on Next and preselects the new shop on the shop step', async () => {
    const stub = api();
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await fillWooCommerce(user);
    await user.click(button('Next'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/shop'));
    expect(callsTo(stub, 'POST /integrations/platforms')[0]?.body).toEqual({
      shopUrl: 'https://negozio.it',
      languageIso: 'it',
      platformVersion: '9.x',
      credentials: {
        platform: 'woocommerce',
        storeUrl: 'https://negozio.it',
        consumerKey: 'ck_123',
        consumerSecret: 'cs_456',
      },
    });
    const website = await screen.findByRole('combobox', { name: 'Website' });
    await waitFor(() => expect((website as HTMLSelectElement).value).toBe('shop-woo'));

    // Back and Next again: the same store is not connected twice.
    await user.click(button('Back'));
    const address = await screen.findByRole<HTMLInputElement>('textbox', { name: /Store address/ });
    expect(address.value).toBe('https://negozio.it');
    await user.click(button('Next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/shop'));
    expect(callsTo(stub, 'POST /integrations/platforms')).toHaveLength(1);
  });

  it('stays on the step with the error named when connecting is refused', async () => {
    api({ 'POST /integrations/platforms': refusal(400, 'platform-permission-missing') });
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await fillWooCommerce(user);
    await user.click(button('Next'));
    expect(await screen.findByText('A permission is missing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wizard/cms');
  });

  it("sends Magento 2's store view, default unless changed", async () => {
    const stub = api();
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Magento 2' }, FIRST_LOAD));
    const view = screen.getByRole<HTMLInputElement>('textbox', { name: /Store view code/ });
    expect(view.value).toBe('default');
    await fill(user, screen.getByRole('textbox', { name: /Store address/ }), 'https://m2.it');
    await fill(user, screen.getByLabelText(/Access token/), 'tok');
    await user.click(button('Check connection'));
    await screen.findByText('Connection works');
    expect(callsTo(stub, 'POST /integrations/platforms/check')[0]?.body).toEqual({
      platform: 'magento-2',
      storeUrl: 'https://m2.it',
      accessToken: 'tok',
      storeView: 'default',
    });
  });

  it('names the error in Italian', async () => {
    api({ 'POST /integrations/platforms/check': refusal(502, 'platform-unreachable') });
    await act(() => chooseLanguage('it'));
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Prestashop' }, FIRST_LOAD));
    expect(screen.getByText(/Parametri avanzati → Webservice/)).toBeTruthy();
    await fill(
      user,
      screen.getByRole('textbox', { name: /Indirizzo del negozio/ }),
      'https://negozio.it',
    );
    await fill(user, screen.getByLabelText(/Chiave del webservice/), 'KEY1');
    await user.click(button('Verifica il collegamento'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Il negozio non è raggiungibile');
    expect(alert.textContent).not.toContain('cannot be reached');
  });
});

describe('wizard cms, Magento 1 and Shopify', { timeout: 20_000 }, () => {
  it('offers Magento 1 through a Google Shopping feed, and says it is end of life', async () => {
    api();
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Magento 1' }, FIRST_LOAD));
    expect(screen.getByText('Magento 1 has reached its end of life')).toBeTruthy();
    expect(screen.getByText(/lists the shop as a Google Shopping shop/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Version' })).toBeNull();
    expect(button('Next').disabled).toBe(true);

    await user.click(button('Connect through a Google Shopping feed'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Google Shopping' }).checked).toBe(
      true,
    );
    expect(screen.getByRole('textbox', { name: 'Feed URL' })).toBeTruthy();
  });

  it('explains that the operator must set up Shopify, without "try again"', async () => {
    api({ 'POST /integrations/shp': refusal(503, 'shopify-not-configured') });
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Shopify' }, FIRST_LOAD));
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Shopify shop domain' }),
      'a.myshopify.com',
    );
    await user.click(button('Next'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Shopify is not set up on this Trova installation');
    expect(alert.textContent).toContain('ask the operator to set up the Shopify app');
    expect(screen.queryByText(/try again/i)).toBeNull();
    expect(button('Next').disabled).toBe(true);
    expect(router.state.location.pathname).toBe('/wizard/cms');
  });

  it('names a domain that is not a Shopify shop address', async () => {
    api({ 'POST /integrations/shp': refusal(400, 'shopify-domain-invalid') });
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Shopify' }, FIRST_LOAD));
    await fill(user, screen.getByRole('textbox', { name: 'Shopify shop domain' }), 'negozio.it');
    await user.click(button('Next'));
    expect(await screen.findByText(/not a Shopify shop address/)).toBeTruthy();
  });

  it('explains it in Italian too', async () => {
    api({ 'POST /integrations/shp': refusal(503, 'shopify-not-configured') });
    await act(() => chooseLanguage('it'));
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Shopify' }, FIRST_LOAD));
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Dominio del negozio Shopify' }),
      'a.myshopify.com',
    );
    await user.click(button('Avanti'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/chiedi al gestore di configurare l'app Shopify/)).toBeTruthy();
    expect(screen.queryByText(/Riprova/)).toBeNull();
  });
});
