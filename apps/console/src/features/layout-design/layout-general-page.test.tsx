import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlan } from '../../test/plan-fixture';
import { getConfigurationState, resetConfiguration } from '../configuration/configuration-store';
import { callsTo, layoutShop, openLayoutTab } from './layout-test-fixtures';

const openGeneral = (options?: Parameters<typeof openLayoutTab>[2]) =>
  openLayoutTab('/layoutDesign/general', 'General', options);

function layout() {
  return getConfigurationState().draft!.layout;
}

afterEach(() => {
  resetConfiguration();
});

describe('layout general tab: save bar', () => {
  it(
    'makes a colour change an unsaved edit that Save sends with the layout',
    { timeout: 15000 },
    async () => {
      const user = userEvent.setup();
      const { stub } = await openGeneral();
      const colour = screen.getByRole('textbox', { name: 'Primary colour' });
      await user.clear(colour);
      await user.type(colour, '#112233{Enter}');
      expect(layout().primaryColor).toBe('#112233');
      const bar = screen.getByRole('region', { name: 'Save changes' });
      expect(within(bar).getByText('Unsaved changes: 1')).toBeTruthy();

      await user.click(within(bar).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/conf')).toHaveLength(1));
      const body = callsTo(stub, 'PUT /shops/shop-1/conf')[0]!.body as {
        layout: { primaryColor: string };
      };
      expect(body.layout.primaryColor).toBe('#112233');
      await waitFor(() => expect(getConfigurationState().history).toHaveLength(0));
    },
  );

  it('refuses a colour that is not #RRGGBB', async () => {
    const user = userEvent.setup();
    await openGeneral();
    const colour = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(colour);
    await user.type(colour, 'blue{Enter}');
    expect(layout().primaryColor).toBe('#398FF4');
    expect(getConfigurationState().history).toHaveLength(0);
  });
});

describe('layout general tab: facets', () => {
  it('shows one row per setup facet with the types of its kind', async () => {
    await openGeneral();
    const types = (facet: string) =>
      within(screen.getByRole('combobox', { name: `Facet type of ${facet}` }))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(types('price')).toEqual(['slider']);
    expect(types('categories')).toEqual(['leafs-MC', 'leafs-SC', 'tree-MC', 'tree-SC']);
    expect(types('brand')).toContain('alph-MC');
  });

  it('commits a label of 3 to 20 characters when the field is left', async () => {
    const user = userEvent.setup();
    await openGeneral();
    const label = screen.getByRole('textbox', { name: 'Label of brand' });
    await user.clear(label);
    await user.type(label, 'ab');
    await user.tab();
    expect(screen.getByText('From 3 to 20 characters.')).toBeTruthy();
    expect(layout().facets).toEqual([]);
    expect((label as HTMLInputElement).maxLength).toBe(20);
    await user.type(label, 'c');
    await user.tab();
    expect(layout().facets.find((facet) => facet.name === 'brand')?.label).toBe('abc');
  });

  it('resets value sorting to ASC for an alphabetical type, hides toggles for sliders', async () => {
    const user = userEvent.setup();
    await openGeneral();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Value sorting of brand' }),
      'DESC',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Facet type of brand' }),
      'alph-SC',
    );
    expect(layout().facets.find((facet) => facet.name === 'brand')).toMatchObject({
      type: 'alph-SC',
      filterSorting: 'ASC',
    });
    expect(screen.queryByRole('switch', { name: 'Inner search of price' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Value sorting of price' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Value sorting of categories' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Inner search of categories' })).toBeTruthy();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Facet type of brand' }),
      'rating',
    );
    expect(screen.queryByRole('switch', { name: 'Inner search of brand' })).toBeNull();
  });

  it('tells a shop without facets where to choose them', async () => {
    await openGeneral({ shop: layoutShop({ setup: null }) });
    expect(screen.getByRole('link', { name: 'Go to search setup' }).getAttribute('href')).toBe(
      '/setup/search',
    );
  });

  it('opens the facet type preview as ?action=facet-type-preview; Back closes it', async () => {
    const user = userEvent.setup();
    const { router } = await openGeneral();
    await user.click(screen.getByRole('button', { name: 'Facet type preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facet type preview' });
    expect(router.state.location.search).toBe('?action=facet-type-preview');
    expect(within(dialog).getByText('Alphabetical, single choice')).toBeTruthy();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('layout general tab: gating and category level', () => {
  it('locks the icebreaker below the start plan and says why', async () => {
    await openGeneral({ handlers: { 'GET /customers/me/plan': [testPlan({ key: 'little' })] } });
    expect(await screen.findByText('Available from the Start plan')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Icebreaker' })).toHaveProperty('disabled', true);
  });

  it('lets a start plan switch the icebreaker on and pick 1 to 6 suggestions', async () => {
    const user = userEvent.setup();
    await openGeneral({ handlers: { 'GET /customers/me/plan': [testPlan()] } });
    const toggle = screen.getByRole('switch', { name: 'Icebreaker' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    await user.click(toggle);
    expect(layout().icebreaker.isActive).toBe(true);
    const number = screen.getByRole('textbox', { name: 'Icebreaker suggestions' });
    await user.clear(number);
    await user.type(number, '6');
    expect(layout().icebreaker.number).toBe(6);
  });

  it('resets the category levels when the depth changes', async () => {
    const user = userEvent.setup();
    await openGeneral();
    expect(screen.getByText('One level shows only the deepest categories.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category tree depth' }), '3');
    expect(layout().categoryLevel).toEqual({
      level: 3,
      choiceList: ['first', 'second', 'penultimate', 'last'],
      list: ['first', 'second', 'last'],
    });
    expect(screen.getByRole('checkbox', { name: 'Penultimate' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Second' }));
    await user.click(screen.getByRole('checkbox', { name: 'Penultimate' }));
    expect(layout().categoryLevel.list).toEqual(['first', 'penultimate', 'last']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category tree depth' }), '1');
    expect(layout().categoryLevel).toEqual({ level: 1, choiceList: [], list: ['last'] });
  });
});
