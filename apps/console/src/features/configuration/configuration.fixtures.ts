import { defaultFineTuning, defaultSetup, type Setup, type Shop } from '@trova/contracts';

/** A completed shop as `GET shops` answers it, with two query fields to tune. */
export function configuredShop(overrides: Partial<Shop> = {}): Shop {
  const setup: Setup = {
    ...defaultSetup(),
    query: {
      title: { label: 'Title', typoTolerance: 'fuzzy2', searchType: 'text' },
      sku: { label: 'SKU', typoTolerance: 'none', searchType: 'code' },
    },
  };
  return {
    id: 'shop-1',
    key: 'key-1',
    url: 'https://www.negozio.it',
    sector: 'fashion',
    cms: { type: 'google-shopping', version: null },
    cms_data: { feedUrl: 'https://www.negozio.it/feed.xml' },
    is_active: false,
    isSynchronizing: false,
    isIndexing: false,
    skus: 10,
    requests: 0,
    language_iso: 'it',
    editable_widgets: [],
    configurable_attributes: [],
    last_sync_start_time: 1_700_000_000,
    last_index_start_time: 1_700_000_100,
    last_index_end_time: 1_700_000_200,
    setup,
    fineTuning: { ...defaultFineTuning(), weights: { title: 3 } },
    layout: null,
    ...overrides,
  };
}

/** The API a configuration screen needs: shops, a trial plan and two layer versions. */
export function configurationApi(
  shop: Shop = configuredShop(),
  handlers: Record<string, unknown> = {},
) {
  return {
    'GET /shops': [shop],
    'GET /customers/me/plan': [],
    'GET /versions': [
      { versionName: 'latest', description: { en: 'Newest layer', it: 'Layer più recente' } },
      { versionName: '2.3.6', description: { en: 'Stable layer', it: 'Layer stabile' } },
    ],
    ...handlers,
  };
}
