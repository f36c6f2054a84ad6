import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BannerCampaign } from '@trova/contracts';
import { callsTo, type StubRequest } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { openSection, openVm, savedBannerCampaign } from '../vm-test-fixtures';

const LIST = 'GET /shops/shop-1/VM';
const STORED = savedBannerCampaign('b1', { name: 'Spring' });

function openEditor(path: string, handlers: Record<string, unknown> = {}) {
  return openVm(path, /banner campaign|Spring/i, {
    [LIST]: [STORED],
    'GET /shops/shop-1/VM/banner-id': { uuid: '11111111-1111-4111-8111-111111111111' },
    ...handlers,
  });
}

const open = openSection;

function banner(number: number) {
  return screen.getByRole('group', { name: `Banner ${number}` });
}

function warnings() {
  return screen.getByRole('list', { name: 'Why it cannot be saved yet' });
}

afterEach(() => {
  resetConfiguration();
  setCurrentShopId(null);
});

describe('banner editor', () => {
  it('creates a campaign whose banner is named after it with a uuid from the banner-id call', async () => {
    const user = userEvent.setup();
    const { stub, router } = await openEditor('/visualMachine/banners/new', {
      'POST /shops/shop-1/VM': (request: StubRequest) => ({
        ...(request.body as object),
        id: 'b9',
      }),
    });
    expect(screen.getByText('Suggested size: 1440 × 160 px at 72 dpi.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Summer');
    await open(user, 'Trigger 1');
    await user.click(screen.getByRole('button', { name: 'Add query condition' }));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'tv');
    await open(user, 'Banners');
    await user.type(
      within(banner(1)).getByRole('textbox', { name: /Desktop image URL/ }),
      'https://cdn/d.jpg',
    );
    expect(within(warnings()).getByText(/^Insert image url/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create campaign' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(
      within(banner(1)).getByRole('textbox', { name: /Mobile image URL/ }),
      'https://cdn/m.jpg',
    );
    expect(within(banner(1)).getByText("The banner's id is given on save.")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visualMachine/banners'));
    const sent = callsTo(stub, 'POST /shops/shop-1/VM')[0]!;
    expect(sent.query.get('tier')).toBe('1');
    expect((sent.body as BannerCampaign).actions).toEqual([
      {
        type: 'bannerListing',
        url: '',
        imageUrl: 'https://cdn/d.jpg',
        mobileImageUrl: 'https://cdn/m.jpg',
        position: 0,
        name: 'Summer_11111111-1111-4111-8111-111111111111',
      },
    ]);
  });

  it("uses the banners' wording for an empty name and a trigger without query or filter", async () => {
    const user = userEvent.setup();
    await openEditor('/visualMachine/banners/new');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await open(user, 'Trigger 1');
    await user.click(screen.getByRole('button', { name: 'Add query condition' }));
    await user.click(screen.getByRole('button', { name: 'Remove query condition 1' }));
    expect(within(warnings()).getByText('Add a banner name')).toBeTruthy();
    expect(within(warnings()).getByText(/^Almost a query/)).toBeTruthy();
  });

  it('moves a banner to 0 as listing and after the highest position as card; two listings are refused', async () => {
    const user = userEvent.setup();
    await openEditor('/visualMachine/banners/b1');
    await open(user, 'Banners');
    await user.click(screen.getByRole('button', { name: 'Add banner' }));
    expect(within(banner(2)).getByText('Position 1 among the results')).toBeTruthy();
    await user.click(within(banner(2)).getByRole('radio', { name: 'Listing' }));
    expect(within(warnings()).getByText(/^One banner/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update campaign' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(banner(1)).getByRole('radio', { name: 'Card' }));
    expect(within(banner(1)).getByText('Position 1 among the results')).toBeTruthy();
  });

  it("chooses a card banner's position in the panel's 20-slot grid", async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/visualMachine/banners/b1');
    await open(user, 'Banners');
    await user.click(screen.getByRole('button', { name: 'Add banner' }));
    await user.click(within(banner(2)).getByRole('button', { name: 'Choose position' }));
    const panel = await screen.findByRole('dialog', { name: 'Position of banner 2' });
    expect(router.state.location.search).toBe('?action=choose-position&option=1');
    const grid = await within(panel).findByRole('group', {
      name: 'Positions on the first result page',
    });
    expect(within(grid).getAllByRole('button')).toHaveLength(20);
    expect(
      within(grid)
        .getByRole('button', { name: /^Position 1\b/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(grid).getByRole('button', { name: /^Position 7\b/ }));
    expect(
      within(grid)
        .getByRole('button', { name: /^Position 7\b/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(banner(2)).getByText('Position 7 among the results')).toBeTruthy();
  });

  it('keeps the ids of banners already named on update', async () => {
    const user = userEvent.setup();
    const { stub } = await openEditor('/visualMachine/banners/b1', {
      'PUT /shops/shop-1/VM/b1': (request: StubRequest) => request.body,
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Update campaign' }));
    await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/VM/b1')).toHaveLength(1));
    const sent = callsTo(stub, 'PUT /shops/shop-1/VM/b1')[0]!.body as BannerCampaign;
    expect(sent.name).toBe('Spring 2');
    expect(sent.actions[0]!.name).toBe(STORED.actions[0]!.name);
    expect(callsTo(stub, 'GET /shops/shop-1/VM/banner-id')).toHaveLength(0);
  });
});
