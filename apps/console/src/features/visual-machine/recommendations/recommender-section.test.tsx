import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Recommendation } from '@trova/contracts';
import { callsTo, type StubRequest } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { openSection, vmProduct } from '../vm-test-fixtures';
import { decodeQuerySettings } from './recommendation-query';
import {
  openRecommendations,
  recommenderOf,
  savedRecommendation,
} from './recommendation-test-fixtures';

const CREATE = 'POST /shops/shop-1/recommendations';
const SEARCH_URL = 'http://trova.test/API/shops/key-1/search';
const STORED_QUERY = savedRecommendation('q1', {
  name: 'Cheap sofas',
  extra: { ...savedRecommendation('x').extra, actionType: 'query' },
  recommender: recommenderOf(
    {
      type: 'query',
      baseUrl: SEARCH_URL,
      queryString:
        'q=divano&filters%5B0%5D%5B0%5D%5Bbrand%5D=Nordic&sort%5B0%5D%5Bselling_price%5D=ASC',
    },
    8,
  ),
});

function openEditor(path: string, handlers: Record<string, unknown> = {}) {
  return openRecommendations(path, /recommendation|Cheap sofas/i, [STORED_QUERY], {
    [CREATE]: (request: StubRequest) => ({ ...(request.body as object), id: 'r9' }),
    ...handlers,
  });
}

function created(stub: Parameters<typeof callsTo>[0]): Recommendation {
  return callsTo(stub, CREATE)[0]!.body as Recommendation;
}

async function newNamed(name: string, handlers: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const view = await openEditor('/visualMachine/recommendations/new', handlers);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await openSection(user, 'Layer action');
  return { user, ...view };
}

afterEach(() => {
  resetConfiguration();
  setCurrentShopId(null);
});

describe('recommendation editor: layer action', () => {
  it('never disables save: an empty name aborts it and says why', async () => {
    const user = userEvent.setup();
    const { stub } = await openEditor('/visualMachine/recommendations/new');
    const save = screen.getByRole('button', { name: 'Create recommendation' });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    const warnings = screen.getByRole('list', { name: 'Why it cannot be saved yet' });
    expect(within(warnings).getByText('Name required')).toBeTruthy();
    expect(callsTo(stub, CREATE)).toHaveLength(0);
  });

  it('stores a query recommender’s search, filters and sort at the shop’s search', async () => {
    const { user, stub } = await newNamed('Sofas');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Recommender/ }), 'query');
    await user.click(screen.getByRole('button', { name: 'Create recommendation' }));
    const warnings = screen.getByRole('list', { name: 'Why it cannot be saved yet' });
    expect(within(warnings).getByText(/^Search missing/)).toBeTruthy();
    expect(callsTo(stub, CREATE)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Search text/ }), 'divano');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const first = screen.getByRole('group', { name: 'Filter 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Facet' }), 'brand');
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveProperty('disabled', true);
    await user.type(within(first).getByRole('textbox', { name: 'Value' }), 'Nordic');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const second = screen.getByRole('group', { name: 'Filter 2' });
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Facet' }),
      'sellingPrice',
    );
    await user.type(within(second).getByRole('textbox', { name: 'To' }), '90');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort option' }),
      'selling_price:ASC',
    );
    await user.click(screen.getByRole('button', { name: 'Create recommendation' }));
    await waitFor(() => expect(callsTo(stub, CREATE)).toHaveLength(1));
    const inner = created(stub).recommender.recommender;
    expect(inner.type).toBe('query');
    if (inner.type !== 'query') return;
    expect(inner.baseUrl).toBe(SEARCH_URL);
    expect(decodeQuerySettings(inner.queryString)).toEqual({
      search: 'divano',
      filters: [
        { name: 'brand', text: 'Nordic' },
        { name: 'sellingPrice', from: 0, to: 90 },
      ],
      sorting: { by: 'relevance', key: 'selling_price', direction: 'ASC' },
    });
  });

  it('opens a stored query with its settings, and sorts by history exclusively', async () => {
    const user = userEvent.setup();
    const { stub } = await openEditor('/visualMachine/recommendations/q1', {
      'PUT /shops/shop-1/recommendations/q1': (request: StubRequest) => request.body,
    });
    await openSection(user, 'Layer action');
    expect(screen.getByRole('textbox', { name: /^Search text/ })).toHaveProperty('value', 'divano');
    const filter = screen.getByRole('group', { name: 'Filter 1' });
    expect(within(filter).getByRole('textbox', { name: 'Value' })).toHaveProperty(
      'value',
      'Nordic',
    );
    expect(screen.getByRole('combobox', { name: 'Sort option' })).toHaveProperty(
      'value',
      'selling_price:ASC',
    );
    expect(screen.getByRole('textbox', { name: /^Products at most/ })).toHaveProperty('value', '8');

    await user.click(screen.getByRole('radio', { name: "Shoppers' history" }));
    expect(screen.queryByRole('combobox', { name: 'Sort option' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank by' }), 'history.views');
    await user.click(screen.getByRole('button', { name: 'Update recommendation' }));
    await waitFor(() =>
      expect(callsTo(stub, 'PUT /shops/shop-1/recommendations/q1')).toHaveLength(1),
    );
    const sent = callsTo(stub, 'PUT /shops/shop-1/recommendations/q1')[0]!.body as Recommendation;
    const inner = sent.recommender.recommender;
    if (inner.type !== 'query') throw new Error('a query recommender was expected');
    expect(new URLSearchParams(inner.queryString).get('sort[0][history.views]')).toBe('DESC');
    expect(decodeQuerySettings(inner.queryString).search).toBe('divano');
  });

  it('explains the sort options and links to the layout design', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/visualMachine/recommendations/q1');
    await openSection(user, 'Layer action');
    await user.click(screen.getByRole('button', { name: 'About the sort options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sort options' });
    expect(router.state.location.search).toBe('?action=relevance');
    await user.click(within(dialog).getByRole('link', { name: 'Open the layout design' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/layoutDesign/general'));
  });

  it('chooses and orders a manual recommendation’s products; "almost" while there is none', async () => {
    const { user, stub, router } = await newNamed('Picks');
    expect(screen.getByText('Almost: choose the products to recommend')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose products' }));
    const panel = await screen.findByRole('dialog', { name: 'Products to recommend' });
    expect(router.state.location.search).toBe('?action=choose-products&option=0');
    await user.click(await within(panel).findByRole('checkbox', { name: 'Choose Product a2' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Choose Product a1' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Almost: choose the products to recommend')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create recommendation' }));
    await waitFor(() => expect(callsTo(stub, CREATE)).toHaveLength(1));
    expect(created(stub).recommender).toEqual({
      type: 'limit',
      size: 20,
      recommender: {
        type: 'custom',
        content: { products: [vmProduct('a2'), vmProduct('a1')] },
      },
    });
  });

  it('stores similar products as a template without content, and says the layer has no viewed product', async () => {
    const { user, stub } = await newNamed('Like this');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Recommender/ }), 'upselled');
    expect(screen.getByText(/which the layer does not have/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'brand' }));
    await user.click(screen.getByRole('button', { name: 'Create recommendation' }));
    await waitFor(() => expect(callsTo(stub, CREATE)).toHaveLength(1));
    const inner = created(stub).recommender.recommender;
    expect(Object.keys(inner).sort()).toEqual(['baseUrl', 'queryString', 'type']);
    if (inner.type === 'custom') throw new Error('a template was expected');
    expect([...new URLSearchParams(inner.queryString)]).toEqual([
      ['q', ''],
      ['filters[0][0][categories]', '{:context.item.categories}'],
      ['filters[1][0][brand]', '{:context.item.brand}'],
      ['sort[0][score]', 'DESC'],
      ['filters[2][0][sellingPrice][from]', '{:context.item.sellingPrice}'],
    ]);
  });

  it('shows the category action, off, once a visualisation is buttons', async () => {
    const { user } = await newNamed('Buttons');
    expect(screen.queryByRole('button', { name: 'Category action' })).toBeNull();
    const noResults = screen.getByText('On the no-results page').parentElement!;
    await user.click(within(noResults).getByRole('radio', { name: 'Buttons' }));
    await openSection(user, 'Category action');
    expect(screen.getByRole('switch', { name: 'Recently viewed categories' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('previews a stored search with the picker’s search, as edited, without incomplete filters', async () => {
    const user = userEvent.setup();
    const { stub, router } = await openEditor('/visualMachine/recommendations/q1');
    await openSection(user, 'Layer action');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('button', { name: 'Preview carousel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carousel preview' });
    expect(router.state.location.search).toBe('?action=preview');
    const products = await within(dialog).findByRole('list', { name: 'Products of the preview' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(2);
    const asked = callsTo(stub, 'GET /shops/key-1/visual-machine/search')[0]!.query;
    expect([
      asked.get('q'),
      asked.get('filters[0][0][brand]'),
      asked.get('sort[0][selling_price]'),
    ]).toEqual(['divano', 'Nordic', 'ASC']);
    expect([...asked.keys()].filter((key) => key.startsWith('filters'))).toEqual([
      'filters[0][0][brand]',
    ]);
  });
});
