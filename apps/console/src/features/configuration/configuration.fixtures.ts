import { defaultFineTuning, defaultSetup, type Setup, type Shop } from '@trova/contracts';
import { testShop } from '../../test/shop-fixture';

/** A completed shop as `GET shops` answers it, with two query fields to tune. */
export function configuredShop(overrides: Partial<Shop> = {}): Shop {
  const setup: Setup = {
    ...defaultSetup(),
    query: {
      title: { label: 'Title', typoTolerance: 'fuzzy2', searchType: 'text' },
      sku: { label: 'SKU', typoTolerance: 'none', searchType: 'code' },
    },
  };
  return testShop({
    setup,
    fineTuning: { ...defaultFineTuning(), weights: { title: 3 } },
    ...overrides,
  });
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
