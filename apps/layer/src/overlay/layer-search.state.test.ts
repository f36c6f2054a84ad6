import type { SearchHit, SearchResponse } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialSearchState,
  layerSearchReducer,
  type LayerRequest,
  type LayerSearchState,
} from './layer-search.state';

const hit = (id: string): SearchHit => ({
  header: { externalId: id, imagePrefix: '' },
  data: { title: id, image: [], url: `https://shop.example/${id}` },
  pricing: { sellingPrice: 1, currency: 'EUR' },
});
const response = (ids: string[], count = ids.length): SearchResponse => ({
  results: ids.map(hit),
  results_count: count,
  stats: { brand: { Acme: count } },
});
const request = (q: string, edit: Partial<LayerRequest> = {}): LayerRequest => ({
  q,
  filters: {},
  ranges: {},
  sortIndex: 0,
  offset: 0,
  append: false,
  ...edit,
});

function answered(state: LayerSearchState, r: LayerRequest, answer: SearchResponse) {
  return layerSearchReducer(state, {
    type: 'outcome',
    outcome: { kind: 'results', request: r, response: answer },
  });
}

describe('layerSearchReducer', () => {
  it('shows an answer with its count, stats and did-you-mean, and clears the active option', () => {
    const start = { ...initialSearchState('sho', 0), activeIndex: 2 };
    const state = answered(start, request('sho'), { ...response([]), didYouMean: 'shoe' });
    expect(state).toMatchObject({ status: 'ready', activeIndex: -1 });
    expect(state.shown).toMatchObject({ count: 0, didYouMean: 'shoe', request: { q: 'sho' } });
  });

  it('adds the next page below the shown products when scrolling', () => {
    const first = answered(initialSearchState('', 0), request('sho'), response(['a', 'b'], 4));
    const active = layerSearchReducer(first, { type: 'active', index: 1 });
    const next = answered(
      active,
      request('sho', { offset: 2, append: true }),
      response(['c', 'd'], 4),
    );
    expect(next.shown?.hits.map((h) => h.header.externalId)).toEqual(['a', 'b', 'c', 'd']);
    expect(next.shown?.request.offset).toBe(0);
    expect(next.activeIndex).toBe(1);
  });

  it('keeps the shown products while loading and after a failure, and remembers what to retry', () => {
    const shown = answered(initialSearchState('', 0), request('sho'), response(['a']));
    const loading = layerSearchReducer(shown, {
      type: 'outcome',
      outcome: { kind: 'loading', request: request('shoe') },
    });
    const failed = layerSearchReducer(loading, {
      type: 'outcome',
      outcome: { kind: 'error', request: request('shoe'), status: 500 },
    });
    expect(failed.status).toBe('error');
    expect(failed.shown?.hits).toHaveLength(1);
    expect(failed.lastRequest?.q).toBe('shoe');
  });

  it('clears results below the minimum characters, and waits for Enter in click typing', () => {
    const shown = answered(initialSearchState('', 0), request('sho'), response(['a']));
    expect(layerSearchReducer(shown, { type: 'typed', text: 's', next: 'short' })).toMatchObject({
      status: 'short',
      shown: undefined,
    });
    expect(
      layerSearchReducer(initialSearchState('', 0), { type: 'typed', text: 'sho', next: 'wait' }),
    ).toMatchObject({ status: 'waiting', text: 'sho' });
    // Results already shown stay until the shopper presses Enter.
    expect(layerSearchReducer(shown, { type: 'typed', text: 'shoe', next: 'wait' }).status).toBe(
      'ready',
    );
  });

  it('drops the filters and ranges of the previous text when a new text is searched', () => {
    const filtered = layerSearchReducer(initialSearchState('', 0), {
      type: 'filters',
      filters: { brand: ['Acme'] },
      ranges: { price: { from: 10 } },
    });
    const next = layerSearchReducer(filtered, { type: 'typed', text: 'boot', next: 'search' });
    expect([next.filters, next.ranges]).toEqual([{}, {}]);
  });

  it('keeps the chosen ranges when only values change', () => {
    const ranged = layerSearchReducer(initialSearchState('', 0), {
      type: 'filters',
      filters: {},
      ranges: { price: { to: 50 } },
    });
    const next = layerSearchReducer(ranged, { type: 'filters', filters: { brand: ['Acme'] } });
    expect(next).toMatchObject({ filters: { brand: ['Acme'] }, ranges: { price: { to: 50 } } });
  });

  it('keeps the active option within the shown products', () => {
    const shown = answered(initialSearchState('', 0), request('sho'), response(['a', 'b']));
    expect(layerSearchReducer(shown, { type: 'active', index: 5 }).activeIndex).toBe(1);
    expect(layerSearchReducer(shown, { type: 'active', index: -3 }).activeIndex).toBe(-1);
  });

  it('counts card banners among the options, and keeps banners while more products load', () => {
    const banner = (type: 'bannerCard' | 'bannerListing', position: number) => ({
      id: `b${position}`,
      type,
      position,
      url: '',
      imageUrl: 'https://shop.example/b.png',
      mobileImageUrl: '',
    });
    const banners = [banner('bannerListing', 0), banner('bannerCard', 2)];
    const shown = answered(initialSearchState('', 0), request('sho'), {
      ...response(['a', 'b']),
      banners,
    });
    expect(shown.shown?.banners).toEqual(banners);
    expect(layerSearchReducer(shown, { type: 'active', index: 5 }).activeIndex).toBe(2);
    const more = answered(shown, { ...request('sho'), offset: 2, append: true }, response(['c']));
    expect(more.shown?.banners).toEqual(banners);
  });
});
