import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, signIn, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { getConfigurationState, resetConfiguration } from '../configuration/configuration-store';
import { getCurrentShopId, setCurrentShopId } from '../shops/current-shop-store';
import { shopKeys } from '../shops/shops.queries';
import { REFERENCE_HANDLERS, testShop } from './setup-test-fixtures';

/** Opens the tab; the first render loads the lazy route modules, hence the longer wait. */
async function open(handlers: Record<string, unknown> = {}) {
  signIn();
  setCurrentShopId('shop-1');
  const stub = stubApi({ 'GET /shops': [testShop()], ...REFERENCE_HANDLERS, ...handlers });
  const rendered = renderRoute('/setup/search');
  await screen.findByRole('heading', { name: 'Search configuration' }, { timeout: 5000 });
  return { stub, ...rendered };
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('setup search tab', () => {
  beforeEach(() => resetConfiguration());
  afterEach(() => {
    resetConfiguration();
    setCurrentShopId(null);
  });

  it('shows the API key read-only and copies it, with a red "try again" toast on failure', async () => {
    const user = userEvent.setup();
    // After userEvent.setup, which installs its own clipboard.
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    await open();
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'API key' });
    expect(field.value).toBe('key-test');
    expect(field.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenCalledWith('key-test');
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy();

    mockClipboard(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(await screen.findByText('Copy failed, please try again')).toBeTruthy();
  });

  it('loads the configuration and offers the feed URL only when it is editable', async () => {
    await open();
    expect(await screen.findByRole('button', { name: 'Edit query fields' })).toBeTruthy();
    expect(getConfigurationState().shopId).toBe('shop-1');
    expect(screen.queryByRole('textbox', { name: 'Feed URL' })).toBeNull();
  });

  it('saves an edited feed URL at once with PUT shops/{id}/data', async () => {
    const user = userEvent.setup();
    const { stub } = await open({
      'GET /shops': [testShop({ editable_widgets: ['feedUrl'] })],
      'PUT /shops/shop-1/data': { status: 'OK' },
    });
    const field = await screen.findByRole('textbox', { name: 'Feed URL' });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save feed URL' });
    // Saving the unchanged URL syncs it again (the retry of a failed sync), so it is never off.
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText('Feed URL saved')).toBeTruthy();
    expect(callsTo(stub, 'PUT /shops/shop-1/data')[0]?.body).toEqual({
      feedUrl: 'https://negozio.it/feed.xml',
    });
    await user.clear(field);
    await user.type(field, 'not a url');
    expect(screen.getByText(/Enter a full URL/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'https://negozio.it/new-feed.xml{Enter}');
    expect(await screen.findByText('Feed URL saved')).toBeTruthy();
    expect(callsTo(stub, 'PUT /shops/shop-1/data')[1]?.body).toEqual({
      feedUrl: 'https://negozio.it/new-feed.xml',
    });
  });

  it('shows the layer code of the shop in the import-code modal, which Back closes', async () => {
    const user = userEvent.setup();
    const { router } = await open({
      'GET /shops/key-1/loader': { path: 'http://trova.test/layer/latest/loader.js?key=key-1' },
    });
    await user.click(await screen.findByRole('button', { name: 'Import code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import code' });
    expect(router.state.location.search).toBe('?action=import-code');
    expect(
      await within(dialog).findByText(
        '<script src="http://trova.test/layer/latest/loader.js?key=key-1" async></script>',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Layer served from http://trova.test/layer')).toBeTruthy();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import code' })).toBeNull());
    expect(router.state.location.pathname).toBe('/setup/search');
  });

  it('reloads the attributes when the shop stops indexing', async () => {
    const { stub, queryClient } = await open({ 'GET /shops': [testShop({ isIndexing: true })] });
    await screen.findByRole('button', { name: 'Edit query fields' });
    const before = callsTo(stub, 'GET /shops/shop-1/attributes').length;
    queryClient.setQueryData(shopKeys.list, [testShop({ isIndexing: false })]);
    await waitFor(() =>
      expect(callsTo(stub, 'GET /shops/shop-1/attributes').length).toBe(before + 1),
    );
  });
  it("names a platform shop's failed sync and offers its keys instead of a feed URL", async () => {
    await open({
      'GET /shops': [
        testShop({
          cms: { type: 'woocommerce', version: '9.x' },
          syncError: { code: 'platform-credentials-invalid', message: 'HTTP 401', at: 20 },
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The latest synchronisation failed');
    expect(alert.textContent).toContain('The keys are wrong');
    expect(alert.textContent).not.toContain('HTTP 401');
    expect(screen.getByRole('heading', { name: 'WooCommerce keys' })).toBeTruthy();
    expect(screen.getByLabelText(/Consumer secret/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Feed URL' })).toBeNull();
  });
});

describe('delete shop', () => {
  afterEach(() => {
    resetConfiguration();
    setCurrentShopId(null);
  });

  it('needs the shop URL typed, then opens the first remaining shop on the dashboard', async () => {
    const other = testShop({ id: 'shop-2', key: 'key-2', url: 'https://altro.it' });
    let shops = [testShop(), other];
    let deleted = false;
    const user = userEvent.setup();
    const setup = await open({
      'GET /shops': () => shops,
      'GET /customers/me/count': () =>
        deleted ? { 'shop-2': 10 } : { 'shop-1': 10, 'shop-2': 10 },
      'DELETE /shops/shop-1': () => {
        shops = [other];
        deleted = true;
        // Another screen's reload lands while the deletion is in flight: the tab loses its shop
        // and unmounts the dialog, which must not stop the console from moving on.
        setup.queryClient.setQueryData(shopKeys.list, [other]);
        return { status: 'OK' };
      },
    });
    const { stub, router, queryClient } = setup;
    await user.click(await screen.findByRole('button', { name: 'Delete shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shop' });
    expect(router.state.location.search).toBe('?action=delete-shop');
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Delete this shop',
    });
    const typed = within(dialog).getByRole('textbox', { name: 'Shop address' });
    await user.type(typed, 'negozio.com');
    expect(confirm.disabled).toBe(true);
    await user.clear(typed);
    await user.type(typed, 'http://www.negozio.it');
    expect(confirm.disabled).toBe(false);
    const callsBefore = stub.mock.calls.length;
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('');
    // The dialog's history entry is replaced: Back does not reopen it for a deleted shop.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo(stub, 'DELETE /shops/shop-1')).toHaveLength(1);
    expect(getCurrentShopId()).toBe('shop-2');
    expect(getConfigurationState()).toMatchObject({ shopId: 'shop-2', history: [] });
    // Nothing about the deleted shop stays cached, so no poll or screen asks for it again.
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys.filter((key) => key.includes('shop-1') || key.includes('key-1'))).toEqual([]);
    // The SKU total is asked again and counts the remaining shop only.
    await screen.findByText('IT altro.it');
    const recap = screen.getByRole('region', { name: 'Usage recap' });
    await waitFor(() => expect(within(recap).getByText('10')).toBeTruthy());
    const later = stub.mock.calls.slice(callsBefore).map(([input]) => input);
    expect(
      later.filter((url) => typeof url === 'string' && url.includes('/shops/shop-1/')),
    ).toEqual([]);
  });

  it('empties the configuration and starts the wizard when no shop remains', async () => {
    let shops = [testShop()];
    const user = userEvent.setup();
    const { router } = await open({
      'GET /shops': () => shops,
      'DELETE /shops/shop-1': () => {
        shops = [];
        return { status: 'OK' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shop' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Shop address' }), 'negozio.it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete this shop' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard'));
    expect(getCurrentShopId()).toBeNull();
    expect(getConfigurationState()).toEqual({ shopId: null, draft: null, history: [] });
  });
});
