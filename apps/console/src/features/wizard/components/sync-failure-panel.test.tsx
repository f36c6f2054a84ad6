import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shop } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../../i18n/i18n';
import { callsTo, signIn, stubApi, withStatus } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from '../wizard-test-fixtures';
import { getWizardState, updateWizard } from '../wizard-store';

const failedAt = { last_sync_start_time: 10, last_index_start_time: null, skus: 0 };
const platformShop = newShop({
  id: 'shop-woo',
  url: 'https://negozio.it',
  cms: { type: 'woocommerce', version: '9.x' },
  cms_data: {},
  ...failedAt,
  syncError: { code: 'platform-credentials-invalid', message: 'HTTP 401', at: 20 },
});
const feedShop = newShop({
  ...failedAt,
  editable_widgets: ['feedUrl'],
  syncError: { code: 'feed-not-found', message: 'HTTP 404', at: 20 },
});

/** The syncing screen of `shop`, whose first sync failed; `fixed` is the list once retried. */
function api(shop: Shop, handlers: Record<string, unknown> = {}) {
  signIn();
  let retried = false;
  const stub = stubApi({
    ...GUARD_CALLS,
    'GET /shops': () => [retried ? { ...shop, syncError: null, isSynchronizing: true } : shop],
    'GET /shops/status': [],
    [`GET /shops/${shop.id}/attributes`]: [],
    'PUT /integrations/platforms/shop-woo': () => {
      retried = true;
      return { storeName: 'Negozio', currency: 'EUR', productCount: 3 };
    },
    'PUT /shops/shop-new/data': () => {
      retried = true;
      return { status: 'OK' };
    },
    ...handlers,
  });
  updateWizard({ shopId: shop.id, shopPhase: 'syncing' });
  return stub;
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name });
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

describe('a first sync that failed', { timeout: 20_000 }, () => {
  it("names a platform's error and takes corrected keys, which is the retry", async () => {
    const stub = api(platformShop);
    const user = userEvent.setup();
    renderRoute('/wizard/shop');
    await screen.findByRole('heading', { name: 'The first synchronisation failed' }, FIRST_LOAD);
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain('The keys are wrong');
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: /Store address/ });
    expect(address.value).toBe('https://negozio.it');

    await user.click(button('Save and sync now'));
    expect((await screen.findAllByText('This field is required.')).length).toBe(2);
    await fill(user, screen.getByLabelText(/Consumer key/), 'ck_new');
    await fill(user, screen.getByLabelText(/Consumer secret/), 'cs_new');
    await user.click(button('Save and sync now'));

    expect(await screen.findByRole('heading', { name: 'Syncing' })).toBeTruthy();
    expect(callsTo(stub, 'PUT /integrations/platforms/shop-woo')[0]?.body).toEqual({
      platform: 'woocommerce',
      storeUrl: 'https://negozio.it',
      consumerKey: 'ck_new',
      consumerSecret: 'cs_new',
    });
  });

  it('imports a platform shop again with its keys after an outage', async () => {
    const outage = {
      ...platformShop,
      syncError: { code: 'platform-unreachable', message: 'down', at: 20 },
    };
    const stub = api(outage, { 'POST /integrations/platforms/shop-woo/sync': { status: 'OK' } });
    const user = userEvent.setup();
    renderRoute('/wizard/shop');
    await user.click(await screen.findByRole('button', { name: 'Try again' }, FIRST_LOAD));
    await waitFor(() =>
      expect(callsTo(stub, 'POST /integrations/platforms/shop-woo/sync')).toHaveLength(1),
    );
    expect(callsTo(stub, 'PUT /integrations/platforms/shop-woo')).toHaveLength(0);
  });

  it('offers no retry as is for wrong keys', async () => {
    api(platformShop);
    renderRoute('/wizard/shop');
    await screen.findByRole('heading', { name: 'The first synchronisation failed' }, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('names why corrected keys were refused, and stays', async () => {
    api(platformShop, {
      'PUT /integrations/platforms/shop-woo': withStatus(403, {
        status: 'ERROR',
        code: 'platform-permission-missing',
        message: 'no',
      }),
    });
    const user = userEvent.setup();
    renderRoute('/wizard/shop');
    await fill(user, await screen.findByLabelText(/Consumer key/, {}, FIRST_LOAD), 'ck_1');
    await fill(user, screen.getByLabelText(/Consumer secret/), 'cs_1');
    await user.click(button('Save and sync now'));
    expect(await screen.findByText('A permission is missing')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The first synchronisation failed' })).toBeTruthy();
  });

  it("saves a feed's URL again to retry", async () => {
    const stub = api(feedShop);
    const user = userEvent.setup();
    renderRoute('/wizard/shop');
    const feed = await screen.findByRole('textbox', { name: 'Feed URL' }, FIRST_LOAD);
    expect((feed as HTMLInputElement).value).toBe('https://www.negozio.it/feed.xml');
    await user.click(button('Save and sync now'));
    expect(await screen.findByRole('heading', { name: 'Syncing' })).toBeTruthy();
    expect(callsTo(stub, 'PUT /shops/shop-new/data')).toHaveLength(1);
  });

  it('deletes the shop, and the wizard forgets it', async () => {
    api(platformShop, { 'DELETE /shops/shop-woo': { status: 'OK' } });
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/shop');
    await user.click(await screen.findByRole('button', { name: 'Delete shop' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shop' });
    // Once deleted, the list no longer names the shop.
    stubApi({ ...GUARD_CALLS, 'GET /shops': [], 'DELETE /shops/shop-woo': { status: 'OK' } });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Shop address' }), 'negozio.it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete this shop' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard'));
    await waitFor(() => expect(getWizardState()).toMatchObject({ shopId: null }));
    expect(getWizardState().shopPhase).toBe('choose');
  });

  it("names a platform's error in Italian", async () => {
    api(platformShop);
    await act(() => chooseLanguage('it'));
    renderRoute('/wizard/shop');
    await screen.findByRole(
      'heading',
      { name: 'La prima sincronizzazione non è riuscita' },
      FIRST_LOAD,
    );
    const alert = screen.getAllByRole('alert')[0];
    expect(alert?.textContent).toContain('Le chiavi sono errate');
    expect(alert?.textContent).not.toContain('The keys are wrong');
    expect(button('Salva e sincronizza ora')).toBeTruthy();
  });
});
