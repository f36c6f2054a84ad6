import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { getUnsavedChanges } from '../../guard/unsaved-changes-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { openSection, vmProduct, type TestUser } from '../vm-test-fixtures';
import { openCampaignEditor as openEditor, typeName } from './campaign-editor.fixtures';

type User = TestUser;
const open = openSection;

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

  it('schedules a time interval on two date-time pickers; going back to always clears it', async () => {
    const user = userEvent.setup();
    await openEditor('/visualMachine/campaigns/new');
    await open(user, 'Scheduling');
    await user.click(screen.getByRole('radio', { name: 'Time interval' }));
    expect(await screen.findByRole('button', { name: 'From' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To' })).toBeTruthy();
    const warnings = screen.getByRole('list', { name: 'Why it cannot be saved yet' });
    expect(
      within(warnings).getByText('Add validity: choose when the interval starts'),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Always' }));
    expect(screen.queryByRole('button', { name: 'From' })).toBeNull();
    expect(screen.queryByText('Add validity: choose when the interval starts')).toBeNull();
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
