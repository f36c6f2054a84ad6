import { defaultSetup, type Shop } from '@trova/contracts';

/** A completed shop as `GET shops` answers it, for the console's screen tests. */
export function testShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 'shop-1',
    key: 'key-1',
    url: 'https://www.negozio.it',
    sector: 'Fashion',
    cms: { type: 'google-shopping', version: null },
    cms_data: { feedUrl: 'https://negozio.it/feed.xml' },
    is_active: false,
    isSynchronizing: false,
    isIndexing: false,
    skus: 10,
    requests: 0,
    language_iso: 'it',
    editable_widgets: [],
    configurable_attributes: [],
    last_sync_start_time: 1,
    last_index_start_time: 2,
    last_index_end_time: 3,
    setup: defaultSetup(),
    fineTuning: { weights: {}, ips: [], stopwords: [], synonyms: [] },
    layout: null,
    ...overrides,
  };
}
