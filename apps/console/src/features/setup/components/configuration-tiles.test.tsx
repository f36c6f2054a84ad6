import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getConfigurationState,
  loadConfiguration,
  resetConfiguration,
} from '../../configuration/configuration-store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signIn, stubApi } from '../../../test/api-stub';
import { REFERENCE_HANDLERS, testShop } from '../setup-test-fixtures';
import { ConfigurationTiles } from './configuration-tiles';

function draft() {
  const current = getConfigurationState().draft;
  if (!current) throw new Error('no draft');
  return current;
}

describe('configuration tiles', () => {
  beforeEach(() => {
    signIn();
    stubApi(REFERENCE_HANDLERS);
    loadConfiguration(testShop());
  });
  afterEach(() => resetConfiguration());

  it('adds a query field with its search type, resets typo tolerance and gives it weight 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfigurationTiles shopId="shop-1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit query fields' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query fields' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'sku' }));
    const typos = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: 'Typo tolerance of sku',
    });
    expect(typos.value).toBe('fuzzy2');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Search type of sku' }),
      'code',
    );
    expect(typos.value).toBe('none');
    expect(typos.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(draft().setup.query).toEqual({
      sku: { label: 'sku', searchType: 'code', typoTolerance: 'none' },
    });
    expect(draft().fineTuning.weights).toEqual({ sku: 1 });
    expect(getConfigurationState().history.map((entry) => entry.section)).toEqual([
      'setup',
      'fineTuning',
    ]);
  });

  it('keeps the results confirm disabled until every chosen field has a type', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfigurationTiles shopId="shop-1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit result fields' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result fields' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'price' }));
    expect(confirm.disabled).toBe(true);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Type of price' }),
      'price',
    );
    expect(confirm.disabled).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'sale_price' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Type of sale_price' }),
      'price',
    );
    expect(
      within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Type of price' }).value,
    ).toBe('');
    expect(confirm.disabled).toBe(true);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Type of price' }),
      'text',
    );
    await user.click(confirm);
    expect(draft().setup.results).toEqual({
      price: { label: 'price', value: 'text' },
      sale_price: { label: 'sale_price', value: 'price' },
    });
  });

  it('does not offer ordinary facets as dynamic facets', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfigurationTiles shopId="shop-1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit facets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facets' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'brand' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Use dynamic facets' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Dynamic facet brand' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dynamic facet colour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(draft().setup.facets).toEqual(['brand']);
    expect(draft().setup.config.dynamicFacets).toEqual({
      isActive: true,
      selectedList: ['colour'],
    });
  });

  it('saves the input selector, and cancelling or confirming unchanged adds no edit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfigurationTiles shopId="shop-1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit input selector' }));
    let dialog = await screen.findByRole('dialog', { name: 'Input selector' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(getConfigurationState().history).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit input selector' }));
    dialog = await screen.findByRole('dialog', { name: 'Input selector' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Selector' }), ' #search ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile selector' }), '#m{Enter}');
    expect(draft().setup.config.selector).toEqual({
      selectorId: '#search',
      desktop: '',
      mobile: '#m',
      isId: false,
    });
    expect(await screen.findByText('#search · #m')).toBeTruthy();
  });

  it('in the wizard, proposes a starting setup with identifiers as codes, applied in one click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfigurationTiles shopId="shop-1" propose />);
    const proposal = await screen.findByRole('region', { name: 'Suggested starting setup' });
    // TEST_ATTRIBUTES: title, sku, price, sale_price, brand, colour.
    const codes = within(proposal).getByText(/^Searched as codes/).parentElement!;
    expect(within(codes).getByText('sku')).toBeTruthy();
    await user.click(within(proposal).getByRole('button', { name: 'Use this setup' }));

    expect(draft().setup.query).toEqual({
      title: { label: 'title', searchType: 'text', typoTolerance: 'fuzzy2' },
      brand: { label: 'brand', searchType: 'text', typoTolerance: 'fuzzy1' },
      colour: { label: 'colour', searchType: 'text', typoTolerance: 'fuzzy1' },
      sku: { label: 'sku', searchType: 'code', typoTolerance: 'none' },
    });
    expect(draft().setup.results).toEqual({
      title: { label: 'title', value: 'text' },
      price: { label: 'price', value: 'price' },
    });
    expect(draft().setup.facets).toEqual(['brand', 'price', 'colour']);
    expect(draft().fineTuning.weights).toEqual({ title: 1, brand: 1, colour: 1, sku: 1 });
    // Chosen fields end the proposal; the tiles edit them from here.
    expect(screen.queryByRole('region', { name: 'Suggested starting setup' })).toBeNull();
  });

  it('proposes nothing outside the wizard', async () => {
    renderWithProviders(<ConfigurationTiles shopId="shop-1" />);
    await screen.findByRole('button', { name: 'Edit query fields' });
    expect(screen.queryByRole('region', { name: 'Suggested starting setup' })).toBeNull();
  });
});
