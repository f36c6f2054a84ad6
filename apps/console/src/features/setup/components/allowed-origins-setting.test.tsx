import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { getConfigurationState, resetConfiguration } from '../../configuration/configuration-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { REFERENCE_HANDLERS, testShop } from '../setup-test-fixtures';

function origins(): readonly string[] | undefined {
  return getConfigurationState().draft?.setup.config.allowedOrigins;
}

describe('allowed origins setting', () => {
  afterEach(() => {
    resetConfiguration();
    setCurrentShopId(null);
  });

  it('adds normalised origins to the draft, refuses bad ones, and removes them', async () => {
    const user = userEvent.setup();
    signIn();
    setCurrentShopId('shop-1');
    stubApi({ 'GET /shops': [testShop()], 'GET /customers/me/plan': [], ...REFERENCE_HANDLERS });
    renderRoute('/setup/settings');
    const section = await screen.findByRole(
      'region',
      { name: 'Allowed origins' },
      { timeout: 15000 },
    );
    const input = within(section).getByRole('textbox', { name: 'Origin' });
    expect(within(section).getByText('No list: every site may call the search.')).toBeTruthy();

    await user.type(input, 'https://shop.example.com/cart{Enter}');
    expect(
      await within(section).findByText(
        'Write an origin such as https://shop.example.com, without a path',
      ),
    ).toBeTruthy();
    expect(origins() ?? []).toEqual([]);

    await user.clear(input);
    await user.type(input, ' HTTPS://Shop.Example.com:443 ');
    await user.click(within(section).getByRole('button', { name: 'Add origin' }));
    expect(origins()).toEqual(['https://shop.example.com']);
    expect(within(section).getByText('https://shop.example.com')).toBeTruthy();

    await user.type(input, 'https://shop.example.com{Enter}');
    expect(within(section).getByText('This origin is already in the list')).toBeTruthy();

    await user.click(
      within(section).getByRole('button', { name: 'Remove https://shop.example.com' }),
    );
    expect(origins()).toEqual([]);
  });
});
