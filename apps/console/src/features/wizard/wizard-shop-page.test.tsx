import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSetup } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, i18n } from '../../i18n/i18n';
import { API_KEY_STORAGE_KEY } from '../../lib/api/session-store';
import { callsTo, signIn, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { getCurrentShopId, setCurrentShopId } from '../shops/current-shop-store';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from './wizard-test-fixtures';
import { WIZARD_STORAGE_KEY } from './wizard-storage';
import { getWizardState, restoreWizard } from './wizard-store';

const configured = newShop({
  id: 'shop-done',
  url: 'https://done.example',
  setup: defaultSetup(),
  last_sync_start_time: 1,
  last_index_start_time: 2,
});

/** A customer adding a second shop: the completed one is the current shop. */
function api(handlers: Record<string, unknown> = {}) {
  signIn();
  setCurrentShopId('shop-done');
  return stubApi({
    ...GUARD_CALLS,
    'GET /shops': [newShop(), configured],
    ...handlers,
  });
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name });
}

beforeEach(freshWizard);
afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('wizard shop', { timeout: 20_000 }, () => {
  it('shows the API key and copies it with a confirmation', async () => {
    api();
    const user = userEvent.setup();
    renderRoute('/wizard/shop');
    const key = await screen.findByRole('textbox', { name: /API key/ }, FIRST_LOAD);
    expect((key as HTMLInputElement).value).toBe('key-test');
    expect((key as HTMLInputElement).readOnly).toBe(true);

    await user.click(button('Copy API key'));
    expect(await screen.findByText('API key copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('key-test');
  });

  it('says to try by hand when the browser refuses to copy', async () => {
    api();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderRoute('/wizard/shop');
    await user.click(await screen.findByRole('button', { name: 'Copy API key' }, FIRST_LOAD));
    expect(await screen.findByText(/try selecting it/)).toBeTruthy();
  });

  it('refreshes the API key only after confirmation', async () => {
    const stub = api({ 'POST /customers/me/api-key': { api_key: 'key-rotated' } });
    const user = userEvent.setup();
    renderRoute('/wizard/shop');
    await user.click(await screen.findByRole('button', { name: 'Refresh API key' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Refresh the API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(stub, 'POST /customers/me/api-key')).toHaveLength(0);

    await user.click(button('Refresh API key'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refresh key' }),
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /API key/ }).value).toBe(
        'key-rotated',
      ),
    );
    expect(window.localStorage.getItem(API_KEY_STORAGE_KEY)).toBe('key-rotated');
  });

  it('lists only shops waiting for setup, after a disabled first entry', async () => {
    api();
    renderRoute('/wizard/shop');
    const website = await screen.findByRole('combobox', { name: 'Website' }, FIRST_LOAD);
    await waitFor(() => expect(within(website).getAllByRole('option')).toHaveLength(2));
    const [placeholder, shop] = within(website).getAllByRole<HTMLOptionElement>('option');
    expect(placeholder?.textContent).toBe('No websites');
    expect(placeholder?.disabled).toBe(true);
    expect(shop?.textContent).toBe('negozio.it');
    expect(button('Next').disabled).toBe(true);
  });

  it('says when no shop is waiting yet', async () => {
    api({ 'GET /shops': [configured] });
    renderRoute('/wizard/shop');
    expect(await screen.findByText(/No shop is waiting/, {}, FIRST_LOAD)).toBeTruthy();
  });

  it('goes from choice to ready to syncing, polling until the shop has attributes', async () => {
    let polls = 0;
    const stub = api({
      // The first products arrive with the sync's start, which makes the shop 'configuring'.
      'GET /shops': () => [newShop({ last_sync_start_time: polls < 2 ? null : 1 }), configured],
      'GET /shops/shop-new/attributes': () => (++polls < 2 ? [] : ['title', 'price']),
      'GET /attribute-types': [],
      'GET /search-types': [],
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/shop');
    const website = await screen.findByRole('combobox', { name: 'Website' }, FIRST_LOAD);
    await waitFor(() => expect(within(website).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(website, 'shop-new');
    await user.click(button('Next'));

    expect(await screen.findByRole('heading', { name: 'Ready to sync' })).toBeTruthy();
    expect(screen.getByText(/negozio\.it is ready/)).toBeTruthy();
    await user.click(button('Back'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Ready to sync' });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button('Next'));
    expect(await screen.findByRole('heading', { name: 'Syncing' })).toBeTruthy();
    await waitFor(() => expect(callsTo(stub, 'GET /shops/shop-new/attributes')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/wizard/shop');

    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/settings'));
    expect(callsTo(stub, 'GET /shops/shop-new/attributes')).toHaveLength(2);
    expect(getCurrentShopId()).toBe('shop-new');
  });
});

describe('wizard shop after a reload', { timeout: 20_000 }, () => {
  /** What the tab kept before the reload, read back as a page load does. */
  function reloadWith(kept: Record<string, unknown>) {
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(kept));
    restoreWizard();
  }

  it('keeps the shop, its screen and the sector', async () => {
    api({ 'GET /industries': ['Fashion', 'Electronics'] });
    reloadWith({
      sector: 'Electronics',
      platform: 'google-shopping',
      shopId: 'shop-new',
      shopPhase: 'ready',
    });
    const { router } = renderRoute('/wizard/shop');
    expect(await screen.findByRole('heading', { name: 'Ready to sync' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText(/negozio\.it is ready/)).toBeTruthy();

    await act(() => router.navigate('/wizard'));
    const sector = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Market sector',
    });
    expect(sector.value).toBe('Electronics');
    await act(() => router.navigate('/wizard/cms'));
    const platform = await screen.findByRole<HTMLInputElement>('radio', {
      name: 'Google Shopping',
    });
    expect(platform.checked).toBe(true);
  });

  it('keeps the syncing screen', async () => {
    api({ 'GET /shops/shop-new/attributes': [], 'GET /shops/status': [] });
    reloadWith({ sector: 'Fashion', shopId: 'shop-new', shopPhase: 'syncing' });
    renderRoute('/wizard/shop');
    expect(await screen.findByRole('heading', { name: 'Syncing' }, FIRST_LOAD)).toBeTruthy();
  });
});

describe("wizard shop on Shopify's return", { timeout: 20_000 }, () => {
  it('preselects the shop Shopify connected and drops it from the address', async () => {
    api();
    const { router } = renderRoute('/wizard/shop?shop=shop-new');
    const website = await screen.findByRole<HTMLSelectElement>(
      'combobox',
      { name: 'Website' },
      FIRST_LOAD,
    );
    await waitFor(() => expect(website.value).toBe('shop-new'));
    expect(router.state.location.search).toBe('');
    expect(getWizardState()).toMatchObject({ shopId: 'shop-new', platform: 'shopify' });
  });

  it('names the error Shopify came back with, and leads back to the platform step', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/shop?error=shopify-state-expired');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('Shopify did not complete the connection');
    expect(alert.textContent).toContain('The authorisation took too long');
    expect(alert.textContent).toContain('shopify-state-expired');
    await user.click(within(alert).getByRole('button', { name: 'Back to the platform step' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/cms'));
  });

  it('says a store already connected is to be chosen or deleted first', async () => {
    api();
    renderRoute('/wizard/shop?error=shopify-store-connected');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('already connected to a Trova shop');
  });

  it('names it in Italian, a platform error too', async () => {
    api();
    await act(() => chooseLanguage('it'));
    renderRoute('/wizard/shop?error=platform-rate-limited');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('Shopify non ha completato il collegamento');
    expect(alert.textContent).toContain('Il negozio chiede di rallentare');
  });
});
