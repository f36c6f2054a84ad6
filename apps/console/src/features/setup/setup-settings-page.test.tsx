import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { testPlan } from '../../test/plan-fixture';
import { renderRoute } from '../../test/render-with-providers';
import { getConfigurationState, resetConfiguration } from '../configuration/configuration-store';
import { setCurrentShopId } from '../shops/current-shop-store';
import { REFERENCE_HANDLERS, testShop } from './setup-test-fixtures';

const startPlan = testPlan();

async function open(handlers: Record<string, unknown> = {}) {
  signIn();
  setCurrentShopId('shop-1');
  const shop = testShop();
  shop.setup = shop.setup && { ...shop.setup, facets: ['brand', 'colour'] };
  const stub = stubApi({
    'GET /shops': [shop],
    'GET /customers/me/plan': [],
    ...REFERENCE_HANDLERS,
    ...handlers,
  });
  const rendered = renderRoute('/setup/settings');
  await screen.findByRole('heading', { name: 'Advanced settings' }, { timeout: 5000 });
  return { stub, ...rendered };
}

function setup() {
  const draft = getConfigurationState().draft;
  if (!draft) throw new Error('no draft');
  return draft.setup;
}

describe('setup settings tab', () => {
  afterEach(() => {
    resetConfiguration();
    setCurrentShopId(null);
  });

  it('sends a language change at once, only when the language is editable', async () => {
    const user = userEvent.setup();
    const { stub } = await open({
      'GET /shops': [testShop({ editable_widgets: ['language_iso'] })],
      'PUT /shops/shop-1/lang': { status: 'OK' },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Shop language' }), 'en');
    expect(await screen.findByText('Shop language changed')).toBeTruthy();
    expect(callsTo(stub, 'PUT /shops/shop-1/lang')[0]?.body).toEqual({ iso6391: 'en' });
    expect(getConfigurationState().history).toHaveLength(0);
  });

  it('goes back to the shop language when the change fails', async () => {
    const user = userEvent.setup();
    await open({
      'GET /shops': [testShop({ editable_widgets: ['language_iso'] })],
      'PUT /shops/shop-1/lang': withStatus(500, { status: 'ERROR', code: 'internal-error' }),
    });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Shop language',
    });
    await user.selectOptions(select, 'en');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('it'));
  });

  it('shows the language read-only when it is not editable', async () => {
    await open();
    expect(await screen.findByText('Italiano')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Shop language' })).toBeNull();
  });

  it('edits boosting, group price and GA4 through the draft', async () => {
    const user = userEvent.setup();
    await open();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Boosting field' }),
      'brand',
    );
    await user.type(screen.getByRole('textbox', { name: 'Price group ID' }), 'B2B{Enter}');
    await user.click(screen.getByRole('switch', { name: /Send search events to GA4/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Send events through' }),
      'dataLayer',
    );
    expect(setup().boosting).toBe('brand');
    expect(setup().config.groupPrice).toEqual({ priceGroupId: 'B2B', currencyCode: 'EUR' });
    expect(setup().config.GA4).toEqual({ isActive: true, type: 'dataLayer' });
    expect(getConfigurationState().history).toHaveLength(4);
  });

  it('offers the price webhook on the trial and disables it below advanced', async () => {
    const user = userEvent.setup();
    await open();
    const webhook = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Use a price webhook',
    });
    await waitFor(() => expect(webhook.disabled).toBe(false));
    await user.click(webhook);
    await user.type(screen.getByRole('textbox', { name: 'Webhook URL' }), 'https://a.it/p{Enter}');
    expect(setup().config.webhook).toEqual({ isActive: true, url: 'https://a.it/p', key: '' });
  });

  it('shows the webhook disabled with the available badge on the start plan', async () => {
    await open({ 'GET /customers/me/plan': [startPlan] });
    expect(await screen.findByText('Available from the Advanced plan')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: 'Use a price webhook' }).disabled,
    ).toBe(true);
  });

  it('orders SEO filters, uploads a CSV at once and removes it', async () => {
    // The picker's accept filter is only a hint; the rule itself must reject other files.
    const user = userEvent.setup({ applyAccept: false });
    const { stub } = await open({
      'POST /shops/shop-1/seo': { status: 'OK' },
      'DELETE /shops/shop-1/seo': { status: 'OK' },
      'GET /shops/shop-1/seo-values': { values: [{ colour: ['Rosso', 'Blu'] }] },
    });
    await user.click(await screen.findByRole('switch', { name: /Use SEO-friendly URLs/ }));
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move brand down' }).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Use brand in the address' }));
    await user.click(screen.getByRole('checkbox', { name: 'Use colour in the address' }));
    await user.click(screen.getByRole('button', { name: 'Move colour up' }));
    expect(setup().config.seoSettings.selectedList).toEqual([
      { name: 'colour', active: true },
      { name: 'brand', active: true },
    ]);

    const input = screen.getByLabelText('Translations CSV');
    await user.upload(input, new File(['x'], 'seo.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByText('Choose a .csv file.')).toBeTruthy();
    expect(callsTo(stub, 'POST /shops/shop-1/seo')).toHaveLength(0);

    await user.upload(input, new File(['colour,Rosso,red\n'], 'seo.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Translations file: seo.csv')).toBeTruthy();
    expect(callsTo(stub, 'POST /shops/shop-1/seo')[0]?.body).toEqual({
      seo: { colour: { Rosso: 'red' } },
    });
    expect(setup().config.seoSettings.csvData).toEqual([
      { filter: 'colour', value: 'Rosso', translation: 'red' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Show filter values' }));
    expect(await screen.findByText('Rosso, Blu')).toBeTruthy();
    expect(callsTo(stub, 'GET /shops/shop-1/seo-values')[0]?.query.get('attributes')).toBe(
      'colour,brand',
    );

    await user.click(screen.getByRole('button', { name: 'Remove translations' }));
    await waitFor(() => expect(callsTo(stub, 'DELETE /shops/shop-1/seo')).toHaveLength(1));
    expect(setup().config.seoSettings).toMatchObject({ filename: '', csvData: [] });
    expect(within(document.body).getByLabelText('Translations CSV')).toBeTruthy();
  }, 20_000);
});
