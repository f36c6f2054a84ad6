import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import {
  editConfiguration,
  getConfigurationState,
  resetConfiguration,
} from '../configuration/configuration-store';
import { testShop } from '../setup/setup-test-fixtures';
import { getCurrentShopId, setCurrentShopId } from '../shops/current-shop-store';

const FIRST = testShop({ id: 'shop-1', url: 'https://uno.it', language_iso: 'it' });
const SECOND = testShop({ id: 'shop-2', key: 'key-2', url: 'https://two.com', language_iso: 'en' });
const CONFIGURING = testShop({
  id: 'shop-3',
  key: 'key-3',
  url: 'https://tre.it',
  setup: null,
  last_index_start_time: null,
  last_index_end_time: null,
});

async function open(path = '/account') {
  signIn();
  setCurrentShopId('shop-1');
  stubApi({ 'GET /shops': [FIRST, SECOND, CONFIGURING] });
  const rendered = renderRoute(path);
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'Current shop IT uno.it: switch shop' },
      { timeout: 5000 },
    ),
  );
  return { ...rendered, user };
}

describe('ShopSwitcher', () => {
  afterEach(() => {
    resetConfiguration();
    setCurrentShopId(null);
  });

  it('switches to another completed shop and stays on the screen', async () => {
    const { user, router } = await open();
    await user.click(await screen.findByRole('menuitem', { name: /EN two\.com/ }));
    expect(getCurrentShopId()).toBe('shop-2');
    expect(router.state.location.pathname).toBe('/account');
  });

  it('sends a shop still being set up to wizard settings', async () => {
    const { user, router } = await open();
    await user.click(await screen.findByRole('menuitem', { name: /tre\.it/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/settings'));
    expect(getCurrentShopId()).toBe('shop-3');
  });

  it('marks a shop whose first sync failed and opens its setup, where it is fixed or deleted', async () => {
    signIn();
    setCurrentShopId('shop-1');
    const failed = {
      ...CONFIGURING,
      skus: 0,
      isSynchronizing: false,
      syncError: { code: 'feed-not-found', message: 'the feed server answered 404', at: 1 },
    };
    stubApi({ 'GET /shops': [FIRST, failed] });
    const { router } = renderRoute('/account');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Current shop IT uno.it: switch shop' },
        { timeout: 5000 },
      ),
    );
    await user.click(await screen.findByRole('menuitem', { name: /tre\.it\s*Sync failed/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/search'));
    expect(getCurrentShopId()).toBe('shop-3');
  });

  it('asks about unsaved changes before switching, and switches after leaving without saving', async () => {
    const { user } = await open('/fineTuning');
    await waitFor(() => expect(getConfigurationState().shopId).toBe('shop-1'));
    act(() => editConfiguration('fineTuning', (current) => ({ ...current, stopwords: ['the'] })));
    await user.click(await screen.findByRole('menuitem', { name: /EN two\.com/ }));
    const leave = await screen.findByRole('button', { name: 'Leave without saving' });
    expect(getCurrentShopId()).toBe('shop-1');
    await user.click(leave);
    await waitFor(() => expect(getCurrentShopId()).toBe('shop-2'));
  });

  it('shows the only shop as plain text, with nothing to switch to', async () => {
    signIn();
    setCurrentShopId('shop-1');
    stubApi({ 'GET /shops': [FIRST] });
    renderRoute('/account');
    expect(await screen.findByText('IT uno.it', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /switch shop/ })).toBeNull();
  });
});
