import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultDesktopLayout, withShowcaseItems } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfiguration } from '../../configuration/configuration-store';
import { callsTo, layoutShop, openLayoutTab } from '../layout-test-fixtures';

const SLOW = { timeout: 20000 };
const desktop = { ...withShowcaseItems(defaultDesktopLayout(), ['banner']), showcase: true };

afterEach(() => {
  resetConfiguration();
});

describe('showcase banner', () => {
  it('marks each missing setting and saves only once all three are given', SLOW, async () => {
    const user = userEvent.setup();
    const { stub } = await openLayoutTab('/layoutDesign/desktop', 'Desktop', {
      shop: layoutShop({ layout: { desktop } }),
    });
    const image = await screen.findByRole('textbox', { name: /Banner image URL/ });
    expect(screen.getAllByText('Required')).toHaveLength(3);

    await user.type(image, 'https://shop.example/banner.png');
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The desktop showcase banner needs an image, a target URL and a name: fill them in on the Desktop tab and save again.',
      ),
    ).toBeTruthy();
    expect(callsTo(stub, 'PUT /shops/shop-1/conf')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Banner target URL/ }), '/sale');
    await user.type(screen.getByRole('textbox', { name: /Banner name/ }), 'Sale');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/conf')).toHaveLength(1));
    const saved = callsTo(stub, 'PUT /shops/shop-1/conf')[0]!.body as {
      layout: { desktop: Record<string, unknown> };
    };
    expect(saved.layout.desktop).toMatchObject({
      showcaseBannerSrc: 'https://shop.example/banner.png',
      showcaseBannerUrl: '/sale',
      showcaseBannerName: 'Sale',
    });
  });
});
