import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BannerCampaign, Shop } from '@trova/contracts';
import { callsTo, type StubRequest } from '../../../test/api-stub';
import { editConfiguration, resetConfiguration } from '../../configuration/configuration-store';
import { openVm, savedBannerCampaign, vmShop } from '../vm-test-fixtures';

const LIST = 'GET /shops/shop-1/VM';
const ORDER = 'PUT /shops/shop-1/VM';
const CONF = 'PUT /shops/shop-1/conf';
const BANNERS = [
  savedBannerCampaign('b1', { name: 'Spring' }),
  savedBannerCampaign('b2', { name: 'Outlet', isActive: false }),
];

let uuid = 0;
function openBanners(handlers: Record<string, unknown> = {}, shop: Shop = vmShop()) {
  uuid = 0;
  return openVm(
    '/visualMachine/banners',
    'Banners',
    {
      [LIST]: BANNERS,
      'GET /shops/shop-1/VM/banner-id': () => {
        uuid += 1;
        return { uuid: `00000000-0000-4000-8000-00000000000${uuid}` };
      },
      ...handlers,
    },
    shop,
  );
}

afterEach(() => {
  resetConfiguration();
});

describe('banners list', () => {
  it('lists banner campaigns with the shared list pattern, every call with tier=1', async () => {
    const { stub } = await openBanners();
    const table = await screen.findByRole('table', { name: 'Banner campaigns' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByPlaceholderText('Search among 2 banner campaigns')).toBeTruthy();
    expect(callsTo(stub, LIST)[0]!.query.get('tier')).toBe('1');
    expect(screen.getByRole('link', { name: 'Edit Outlet' }).getAttribute('href')).toBe(
      '/visualMachine/banners/b2',
    );
  });

  it('copies a banner campaign with a fresh id for each banner', async () => {
    const user = userEvent.setup();
    const { stub } = await openBanners({
      'POST /shops/shop-1/VM': (request: StubRequest) => ({
        ...(request.body as object),
        id: 'b3',
      }),
    });
    await screen.findByRole('table', { name: 'Banner campaigns' });
    await user.click(screen.getByRole('button', { name: 'Copy Spring' }));
    await waitFor(() => expect(callsTo(stub, 'POST /shops/shop-1/VM')).toHaveLength(1));
    const sent = callsTo(stub, 'POST /shops/shop-1/VM')[0]!.body as BannerCampaign;
    expect(sent.name).toBe('Spring - copy');
    expect(sent).not.toHaveProperty('id');
    expect(sent.actions.map((banner) => banner.name)).toEqual([
      'Spring - copy_00000000-0000-4000-8000-000000000001',
    ]);
  });

  it('turning dynamic blocks on switches every banner off, then saves the layout flag', async () => {
    const user = userEvent.setup();
    const shop = vmShop();
    const { stub } = await openBanners({
      [ORDER]: (request: StubRequest) => (request.body as { campaigns: unknown[] }).campaigns,
      [CONF]: (request: StubRequest) => [{ ...shop, ...(request.body as Partial<Shop>) }],
    });
    await screen.findByRole('table', { name: 'Banner campaigns' });
    const toggle = screen.getByRole('switch', { name: 'Use dynamic blocks' });
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);

    await waitFor(() => expect(callsTo(stub, CONF)).toHaveLength(1));
    const [order] = callsTo(stub, ORDER);
    expect(order!.query.get('tier')).toBe('1');
    const { campaigns } = order!.body as { campaigns: BannerCampaign[] };
    expect(campaigns.map((campaign) => [campaign.name, campaign.isActive])).toEqual([
      ['Spring', false],
      ['Outlet', false],
    ]);
    expect(callsTo(stub, CONF)[0]!.body).toEqual({ layout: { dynamicBanner: true } });
    expect(await screen.findByText(/Dynamic blocks on, banners off/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Use dynamic blocks' })).toHaveProperty(
        'checked',
        true,
      ),
    );
  });

  it('turning dynamic blocks off saves only the flag', async () => {
    const user = userEvent.setup();
    const shop = vmShop({ layout: { primaryColor: '#112233', dynamicBanner: true } });
    const { stub } = await openBanners(
      { [CONF]: (request: StubRequest) => [{ ...shop, ...(request.body as Partial<Shop>) }] },
      shop,
    );
    await screen.findByRole('table', { name: 'Banner campaigns' });
    await user.click(screen.getByRole('switch', { name: 'Use dynamic blocks' }));
    await waitFor(() => expect(callsTo(stub, CONF)).toHaveLength(1));
    expect(callsTo(stub, CONF)[0]!.body).toEqual({
      layout: { primaryColor: '#112233', dynamicBanner: false },
    });
    expect(callsTo(stub, ORDER)).toHaveLength(0);
  });

  it('waits while the configuration has unsaved edits', async () => {
    await openBanners();
    await screen.findByRole('table', { name: 'Banner campaigns' });
    editConfiguration('layout', (layout) => ({ ...layout, primaryColor: '#000000' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Use dynamic blocks' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });
});
