import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, withStatus } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { openVm, savedCampaign, vmProduct } from '../vm-test-fixtures';

const LIST = 'GET /shops/shop-1/visual-machine';
const CAMPAIGNS = [
  savedCampaign('c1', { name: 'Summer Sale' }),
  savedCampaign('c2', { name: 'Winter', isActive: false }),
  savedCampaign('c3', {
    name: 'Shoes',
    validity: { type: 'timeInterval', from: 1_700_000_000, to: null },
    actions: [{ type: 'boost', products: [vmProduct('gone', { isAlive: false })] }],
  }),
];

function openCampaigns(handlers: Record<string, unknown> = {}) {
  return openVm('/visualMachine/campaigns', 'Campaigns', { [LIST]: CAMPAIGNS, ...handlers });
}

function table() {
  return screen.findByRole('table', { name: 'Campaigns' });
}

/** jsdom lays nothing out: give each row its own band, so the keyboard can move it. */
function layOutRows(rows: HTMLElement[]) {
  for (const [index, row] of rows.entries()) {
    vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: index * 40, width: 600, height: 40 }),
    );
  }
}

afterEach(() => {
  resetConfiguration();
  vi.restoreAllMocks();
});

describe('campaigns list', () => {
  it('lists the campaigns in order with their visibility, counting them in the search box', async () => {
    await openCampaigns();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Summer Sale',
      'Winter',
      'Shoes',
    ]);
    expect(within(rows[0]!).getByText('Always visible')).toBeTruthy();
    expect(within(rows[2]!).getByText(/^From \d\d Nov 2023 \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByPlaceholderText('Search among 3 campaigns')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe(
      '/visualMachine/campaigns/new',
    );
    expect(screen.getByRole('link', { name: 'Edit Winter' }).getAttribute('href')).toBe(
      '/visualMachine/campaigns/c2',
    );
  });

  it('marks a campaign holding a product no longer available', async () => {
    await openCampaigns();
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[3]!).getByRole('img', { name: 'Holds a product no longer available' }),
    ).toBeTruthy();
    expect(within(rows[1]!).queryByRole('img')).toBeNull();
  });

  it('filters by name ignoring case; meanwhile enable-all is hidden and rows cannot be dragged', async () => {
    const user = userEvent.setup();
    await openCampaigns();
    await table();
    expect(screen.getByRole('switch', { name: 'Enable all' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: 'Search among 3 campaigns' }), 'SALE');
    expect(screen.getByText('Search results for "SALE"')).toBeTruthy();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Summer Sale')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Enable all' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it('saves a row toggle at once with the whole campaign, then reads the list again', async () => {
    const user = userEvent.setup();
    const { stub } = await openCampaigns({
      'PUT /shops/shop-1/visual-machine/c1': (request: { body: unknown }) => request.body,
    });
    await table();
    expect(callsTo(stub, LIST)).toHaveLength(1);
    await user.click(screen.getByRole('switch', { name: 'Enabled: Summer Sale' }));
    await waitFor(() =>
      expect(callsTo(stub, 'PUT /shops/shop-1/visual-machine/c1')).toHaveLength(1),
    );
    expect(callsTo(stub, 'PUT /shops/shop-1/visual-machine/c1')[0]!.body).toEqual({
      ...CAMPAIGNS[0],
      isActive: false,
    });
    await waitFor(() => expect(callsTo(stub, LIST)).toHaveLength(2));
  });

  it('enable all sets every campaign and saves the whole list with the order call', async () => {
    const user = userEvent.setup();
    const { stub } = await openCampaigns({
      'PUT /shops/shop-1/visual-machine': (request: { body: unknown }) => request.body,
    });
    await table();
    const toggle = screen.getByRole('switch', { name: 'Enable all' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/visual-machine')).toHaveLength(1));
    const sent = callsTo(stub, 'PUT /shops/shop-1/visual-machine')[0]!.body as typeof CAMPAIGNS;
    expect(sent.map((campaign) => [campaign.id, campaign.isActive])).toEqual([
      ['c1', true],
      ['c2', true],
      ['c3', true],
    ]);
  });

  it('copies a campaign as a new one named " - copy" and reads the list again', async () => {
    const user = userEvent.setup();
    const { stub } = await openCampaigns({
      'POST /shops/shop-1/visual-machine': (request: { body: object }) => ({
        ...request.body,
        id: 'c4',
      }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Copy Winter' }));
    await waitFor(() => expect(callsTo(stub, 'POST /shops/shop-1/visual-machine')).toHaveLength(1));
    const { id: _id, ...rest } = CAMPAIGNS[1]!;
    expect(callsTo(stub, 'POST /shops/shop-1/visual-machine')[0]!.body).toEqual({
      ...rest,
      name: 'Winter - copy',
    });
    await waitFor(() => expect(callsTo(stub, LIST)).toHaveLength(2));
    expect(await screen.findByText('"Winter" copied')).toBeTruthy();
  });

  it('saves the new order at once after a keyboard drag', { timeout: 15000 }, async () => {
    const user = userEvent.setup();
    const { stub } = await openCampaigns({
      'PUT /shops/shop-1/visual-machine': (request: { body: unknown }) => request.body,
    });
    layOutRows(
      within(await table())
        .getAllByRole('row')
        .slice(1),
    );
    screen.getByRole('button', { name: 'Move Summer Sale' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/visual-machine')).toHaveLength(1));
    const sent = callsTo(stub, 'PUT /shops/shop-1/visual-machine')[0]!.body as typeof CAMPAIGNS;
    expect(sent.map((campaign) => campaign.id)).toEqual(['c2', 'c1', 'c3']);
  });

  it('tells why a whole-list save failed and shows the stored list again', async () => {
    const user = userEvent.setup();
    const { stub } = await openCampaigns({
      'PUT /shops/shop-1/visual-machine': withStatus(409, {
        status: 'ERROR',
        code: 'visual-machine-order-mismatch',
        message: 'The list changed meanwhile',
      }),
    });
    await table();
    await user.click(screen.getByRole('switch', { name: 'Enable all' }));
    expect(await screen.findByText(/The list changed meanwhile \(another tab/)).toBeTruthy();
    await waitFor(() => expect(callsTo(stub, LIST)).toHaveLength(2));
  });

  it('says so when there is no campaign yet', async () => {
    await openCampaigns({ [LIST]: [] });
    expect(await screen.findByText(/No campaign yet/)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Enable all' })).toBeNull();
  });

  it('shows the plan lock when the server answers 402', async () => {
    await openCampaigns({
      [LIST]: withStatus(402, {
        status: 'ERROR',
        code: 'plan-feature-locked',
        message: 'This feature is not part of the current plan.',
      }),
    });
    expect(await screen.findByText('The Visual Machine needs the Standard plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/billing/plans',
    );
  });

  it('offers a retry when the list cannot be read', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await openCampaigns({
      [LIST]: () => {
        calls += 1;
        return calls === 1
          ? withStatus(400, { status: 'ERROR', code: 'validation-failed', message: 'bad' })
          : CAMPAIGNS;
      },
    });
    expect(await screen.findByText('The list could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeTruthy();
  });
});
