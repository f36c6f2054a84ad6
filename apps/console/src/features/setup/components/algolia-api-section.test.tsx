import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { resetConfiguration } from '../../configuration/configuration-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { REFERENCE_HANDLERS, testShop } from '../setup-test-fixtures';

async function open() {
  signIn();
  setCurrentShopId('shop-1');
  stubApi({ 'GET /shops': [testShop()], ...REFERENCE_HANDLERS });
  renderRoute('/setup/search');
  const section = await screen.findByRole(
    'region',
    { name: 'Algolia-compatible API' },
    { timeout: 15000 },
  );
  // The host comes from /config.json, which loads after the first render.
  await waitFor(() =>
    expect(within(section).getByLabelText('Host').textContent).toBe('http://trova.test'),
  );
  return section;
}

describe('Algolia-compatible API section', () => {
  afterEach(() => {
    resetConfiguration();
    setCurrentShopId(null);
  });

  it('shows the names the clients need, with the sort replicas of the layout', async () => {
    const section = await open();
    const names = within(section);
    expect(names.getByLabelText('Application ID').textContent).toBe('trova');
    expect(names.getByLabelText('Algolia API key').textContent).toBe('key-1');
    expect(names.getByLabelText('Index name').textContent).toBe('key-1');
    expect(names.getByLabelText('Price Ascending').textContent).toBe('key-1:selling_price:asc');
    expect(names.getByLabelText('Relevance').textContent).toBe('key-1');
  });

  it('copies the InstantSearch snippet from the keyboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const section = await open();
    const snippet = within(section).getByLabelText('InstantSearch code');
    expect(snippet.textContent).toContain('hosts: [{ url: "trova.test"');
    const copy = within(section).getByRole('button', { name: 'Copy InstantSearch code' });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(snippet.textContent);
    expect(await within(section).findByRole('button', { name: 'Copied' })).toBeTruthy();
  });
});
