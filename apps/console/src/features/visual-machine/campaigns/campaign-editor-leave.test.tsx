import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, withStatus } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { requestShopSwitch } from '../../configuration/shop-switch';
import { getUnsavedChanges } from '../../guard/unsaved-changes-store';
import { getCurrentShopId, setCurrentShopId } from '../../shops/current-shop-store';
import { savedCampaign, vmProduct, vmShop } from '../vm-test-fixtures';
import {
  CAMPAIGN_LIST as LIST,
  openCampaignEditor as openEditor,
  typeName,
} from './campaign-editor.fixtures';

afterEach(() => {
  resetConfiguration();
  setCurrentShopId(null);
});

describe('campaign editor: leaving', () => {
  it('asks to discard unsaved changes on back; cancel stays, discard returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/visualMachine/campaigns/c1');
    await typeName(user, ' 2');
    expect(getUnsavedChanges().editing).toBe('campaign');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(router.state.location.search).toBe('?action=discard');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Summer Sale 2');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visualMachine/campaigns'));
  });

  it('asks before the menu leaves an edited campaign, and keeps it on "keep editing"', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/visualMachine/campaigns/c1');
    await typeName(user, ' 2');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Fine Tuning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/visualMachine/campaigns/c1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Summer Sale 2');
  });

  it('goes back at once without changes', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/visualMachine/campaigns/c1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visualMachine/campaigns'));
  });

  it('deletes a stored campaign after asking, then returns to the list', async () => {
    const user = userEvent.setup();
    const { stub, router } = await openEditor('/visualMachine/campaigns/c1', {
      'DELETE /shops/shop-1/visual-machine/c1': { status: 'OK' },
    });
    await user.click(screen.getByRole('button', { name: 'Delete campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this campaign?' });
    expect(callsTo(stub, 'DELETE /shops/shop-1/visual-machine/c1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visualMachine/campaigns'));
    expect(callsTo(stub, 'DELETE /shops/shop-1/visual-machine/c1')).toHaveLength(1);
  });

  it("asks before a shop switch: cancel stays, confirm switches and shows the new shop's list", async () => {
    const user = userEvent.setup();
    const second = vmShop({ id: 'shop-2', key: 'key-2', url: 'https://due.it' });
    const { router } = await openEditor('/visualMachine/campaigns/c1', {
      'GET /shops': [vmShop(), second],
      'GET /shops/shop-2/visual-machine': [savedCampaign('d1', { name: 'Other shop' })],
    });
    await typeName(user, ' 2');
    act(() => requestShopSwitch('shop-2'));
    let dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getCurrentShopId()).toBe('shop-1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Summer Sale 2');

    act(() => requestShopSwitch('shop-2'));
    dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visualMachine/campaigns'));
    expect(getCurrentShopId()).toBe('shop-2');
    expect(await screen.findByText('Other shop')).toBeTruthy();
  });
});

describe('campaign editor: saving a stored campaign', () => {
  it('shows the warnings of a refused save and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/visualMachine/campaigns/c1', {
      'PUT /shops/shop-1/visual-machine/c1': withStatus(400, {
        status: 'ERROR',
        code: 'visual-machine-invalid',
        message: 'This item cannot be saved yet: see the warnings.',
        details: { warnings: ['productNotAlive'] },
      }),
    });
    await typeName(user, ' 2');
    await user.click(screen.getByRole('button', { name: 'Update campaign' }));
    const warnings = await screen.findByRole('list', { name: 'Why it cannot be saved yet' });
    expect(within(warnings).getByText('Product no longer available: remove it')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/visualMachine/campaigns/c1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Summer Sale 2');
  });

  it('says why another failure happened and stays', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/visualMachine/campaigns/c1', {
      'PUT /shops/shop-1/visual-machine/c1': withStatus(500, {
        status: 'ERROR',
        code: 'internal-error',
        message: 'Internal error',
      }),
    });
    await typeName(user, ' 2');
    await user.click(screen.getByRole('button', { name: 'Update campaign' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/visualMachine/campaigns/c1');
    expect(getUnsavedChanges().editing).toBe('campaign');
  });

  it('flags a product no longer available and blocks the update', async () => {
    const dead = savedCampaign('c1', {
      name: 'Summer Sale',
      actions: [{ type: 'pin', products: [vmProduct('gone', { isAlive: false })] }],
    });
    await openEditor('/visualMachine/campaigns/c1', { [LIST]: [dead] });
    expect(await screen.findByText(/holds products no longer available/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update campaign' })).toHaveProperty(
      'disabled',
      true,
    );
    const warnings = screen.getByRole('list', { name: 'Why it cannot be saved yet' });
    expect(within(warnings).getByText('Product no longer available: remove it')).toBeTruthy();
  });
});
