import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, withStatus } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { requestShopSwitch } from '../../configuration/shop-switch';
import { getUnsavedChanges } from '../../guard/unsaved-changes-store';
import { getCurrentShopId, setCurrentShopId } from '../../shops/current-shop-store';
import { openVm, savedCampaign, vmProduct, vmShop } from '../vm-test-fixtures';

const LIST = 'GET /shops/shop-1/visual-machine';
const STORED = savedCampaign('c1', { name: 'Summer Sale' });

type User = ReturnType<typeof userEvent.setup>;

function openEditor(path: string, handlers: Record<string, unknown> = {}) {
  return openVm(path, /campaign|Summer Sale/i, { [LIST]: [STORED], ...handlers });
}

async function typeName(user: User, name: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
}

/** Opens an accordion section and waits for its panel to be shown. */
async function open(user: User, section: string) {
  await user.click(screen.getByRole('button', { name: section }));
  await screen.findByRole('region', { name: section });
}

/** A "query contains tv" in trigger 1 and product a1 pinned: enough to create. */
async function completeNewCampaign(user: User) {
  await typeName(user, 'Sale');
  await open(user, 'Trigger 1');
  await user.click(screen.getByRole('button', { name: 'Add query condition' }));
  await user.type(screen.getByRole('textbox', { name: 'Text' }), 'tv');
  await open(user, 'Actions');
  await user.click(await screen.findByRole('button', { name: 'Choose products' }));
  const panel = await screen.findByRole('dialog', { name: 'Products to Pin' });
  await user.click(await within(panel).findByRole('checkbox', { name: 'Choose Product a1' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

afterEach(() => {
  resetConfiguration();
  setCurrentShopId(null);
});

describe('campaign editor: new campaign', () => {
  it(
    'creates a campaign (a save without id) and returns to the list',
    { timeout: 20000 },
    async () => {
      const user = userEvent.setup();
      const { stub, router } = await openEditor('/visualMachine/campaigns/new', {
        'POST /shops/shop-1/visual-machine': (request: { body: object }) => ({
          ...request.body,
          id: 'c9',
        }),
      });
      const create = screen.getByRole('button', { name: 'Create campaign' });
      expect(create).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Delete campaign' })).toHaveProperty(
        'disabled',
        true,
      );

      await completeNewCampaign(user);
      expect(screen.getByRole('button', { name: 'Create campaign' })).toHaveProperty(
        'disabled',
        false,
      );
      await user.click(screen.getByRole('button', { name: 'Create campaign' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/visualMachine/campaigns'));
      const [sent] = callsTo(stub, 'POST /shops/shop-1/visual-machine');
      expect(sent!.body).toEqual({
        name: 'Sale',
        description: '',
        isActive: true,
        validity: { type: 'always', from: 0, to: null },
        conditions: [
          {
            queries: [{ type: 'queryContains', value: 'tv' }],
            facet: { type: 'filterIs', filters: [] },
          },
        ],
        actions: [
          { type: 'pin', products: [{ ...vmProduct('a1'), image: 'https://shop.example/a1.jpg' }] },
        ],
      });
      expect(getUnsavedChanges().editing).toBeNull();
    },
  );

  it("shows a section's warnings once it is touched", async () => {
    const user = userEvent.setup();
    await openEditor('/visualMachine/campaigns/new');
    const warnings = () => screen.queryByRole('list', { name: 'Why it cannot be saved yet' });
    expect(warnings()).toBeNull();
    expect(screen.getByText('Fill in the sections to save.')).toBeTruthy();
    await typeName(user, 'x');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(within(warnings()!).getByText('Name required')).toBeTruthy();
    expect(within(warnings()!).queryByText('Each action needs products')).toBeNull();
  });

  it('adds a query only while every query is "contains" with a text', async () => {
    const user = userEvent.setup();
    await openEditor('/visualMachine/campaigns/new');
    await open(user, 'Trigger 1');
    const add = () => screen.getByRole('button', { name: 'Add query condition' });
    await user.click(add());
    expect(add()).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'tv');
    expect(add()).toHaveProperty('disabled', false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'queryIs');
    expect(add()).toHaveProperty('disabled', true);
  });

  it(
    'offers another trigger only after a query or filter; it opens, and deleting asks first',
    { timeout: 15000 },
    async () => {
      const user = userEvent.setup();
      const { router } = await openEditor('/visualMachine/campaigns/new');
      expect(screen.queryByRole('button', { name: 'Add trigger' })).toBeNull();
      await open(user, 'Trigger 1');
      await user.click(screen.getByRole('button', { name: 'Add query condition' }));
      await user.click(screen.getByRole('button', { name: 'Add trigger' }));
      expect(screen.getByRole('button', { name: 'Trigger 2' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(screen.getByRole('button', { name: 'Trigger 1' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      expect(screen.getByText('OR')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Delete trigger 1' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Delete trigger 2' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete trigger 2?' });
      expect(router.state.location.search).toBe('?action=delete-trigger&option=2');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Trigger 2' })).toBeNull());
    },
  );

  it("suggests the shop's categories for a category filter", async () => {
    const user = userEvent.setup();
    await openEditor('/visualMachine/campaigns/new');
    await open(user, 'Trigger 1');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Facet' }), 'categories');
    await user.type(screen.getByRole('combobox', { name: 'Value' }), 'scar');
    await user.click(await screen.findByRole('option', { name: 'Donna/Scarpe' }));
    expect(screen.getByRole('combobox', { name: 'Value' })).toHaveProperty('value', 'Donna/Scarpe');
  });
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
