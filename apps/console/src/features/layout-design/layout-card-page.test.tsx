import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatus } from '../../test/api-stub';
import { getConfigurationState, resetConfiguration } from '../configuration/configuration-store';
import { layoutShop, openLayoutTab } from './layout-test-fixtures';

const openCard = (options?: Parameters<typeof openLayoutTab>[2]) =>
  openLayoutTab('/layoutDesign/card', 'Card', options);

function attributes() {
  return getConfigurationState().draft!.layout.card.configurableAttributes;
}

afterEach(() => {
  resetConfiguration();
});

describe('card tab', () => {
  it(
    'keeps the second attribute waiting until the first has field, type and label',
    { timeout: 15000 },
    async () => {
      const user = userEvent.setup();
      await openCard();
      const first = await screen.findByRole('group', { name: 'First attribute' });
      const second = screen.getByRole('group', { name: 'Second attribute' });
      expect(within(second).getByRole('combobox', { name: 'Field' })).toHaveProperty(
        'disabled',
        true,
      );
      expect(within(second).getByText(/Give the first attribute a field/)).toBeTruthy();

      await user.selectOptions(within(first).getByRole('combobox', { name: 'Field' }), 'brand');
      expect(within(second).getByRole('combobox', { name: 'Field' })).toHaveProperty(
        'disabled',
        true,
      );
      await user.type(within(first).getByRole('textbox', { name: 'Label' }), 'Brand{Enter}');
      expect(attributes()).toEqual([{ key: 'brand', label: 'Brand', type: 'value' }]);
      expect(within(second).getByRole('combobox', { name: 'Field' })).toHaveProperty(
        'disabled',
        false,
      );

      await user.selectOptions(
        within(second).getByRole('combobox', { name: 'Field' }),
        'image_link',
      );
      await user.selectOptions(within(second).getByRole('combobox', { name: 'Type' }), 'image');
      expect(attributes()[1]).toEqual({ key: 'image_link', label: '', type: 'image' });
    },
  );

  it('clears the second attribute with the first', async () => {
    const user = userEvent.setup();
    await openCard({
      shop: layoutShop({
        layout: {
          card: {
            configurableAttributes: [
              { key: 'brand', label: 'Brand', type: 'value' },
              { key: 'image_link', label: 'Logo', type: 'image' },
            ],
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Clear First attribute' }));
    expect(attributes()).toEqual([]);
    const second = screen.getByRole('group', { name: 'Second attribute' });
    expect(within(second).getByRole<HTMLSelectElement>('combobox', { name: 'Field' }).value).toBe(
      '',
    );
  });

  it('says when the shop has no fields yet', async () => {
    await openCard({ handlers: { 'GET /shops/shop-1/attributes': [] } });
    expect(await screen.findByText(/The shop has no fields yet/)).toBeTruthy();
  });

  it('says when the fields cannot be loaded', { timeout: 15000 }, async () => {
    await openCard({
      handlers: {
        'GET /shops/shop-1/attributes': withStatus(500, {
          status: 'ERROR',
          code: 'internal-error',
        }),
      },
    });
    expect(
      await screen.findByText("The shop's fields could not be loaded.", {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
