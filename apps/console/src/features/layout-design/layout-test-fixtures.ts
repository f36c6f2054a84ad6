import { screen } from '@testing-library/react';
import { defaultSetup, type Shop } from '@trova/contracts';
import { callsTo, signIn, stubApi, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { testShop } from '../../test/shop-fixture';
import { setCurrentShopId } from '../shops/current-shop-store';

export { callsTo };

/** A completed shop whose setup filters by brand, categories and price. */
export function layoutShop(overrides: Partial<Shop> = {}): Shop {
  return testShop({
    setup: { ...defaultSetup(), facets: ['brand', 'categories', 'price'] },
    ...overrides,
  });
}

export const TEST_FIELDS = ['title', 'brand', 'colour', 'image_link'];

export const TEST_CATEGORIES = [
  {
    identifier: 'Donna',
    name: 'Donna',
    parent: null,
    children: [{ identifier: 'Donna/Scarpe', name: 'Scarpe', parent: 'Donna', children: [] }],
  },
  { identifier: 'Uomo', name: 'Uomo', parent: null, children: [] },
];

/** `PUT shops/{id}/conf` as the server answers it: the shop list with the saved sections. */
function saveAnswer(shop: Shop) {
  return (request: StubRequest): Shop[] => [{ ...shop, ...(request.body as Partial<Shop>) }];
}

/** Opens a layout tab for a signed-in user on a trial (every tier) unless the handlers say otherwise. */
export async function openLayoutTab(
  path: string,
  heading: string,
  { shop = layoutShop(), handlers = {} }: { shop?: Shop; handlers?: Record<string, unknown> } = {},
) {
  signIn();
  setCurrentShopId(shop.id);
  const stub = stubApi({
    'GET /shops': [shop],
    'GET /customers/me/plan': [],
    'GET /versions': [{ versionName: 'latest', description: { en: 'Newest', it: 'Nuovo' } }],
    [`GET /shops/${shop.id}/attributes`]: TEST_FIELDS,
    [`GET /shops/${shop.key}/facets`]: { facets: {} },
    [`GET /shops/${shop.id}/categories`]: TEST_CATEGORIES,
    [`PUT /shops/${shop.id}/conf`]: saveAnswer(shop),
    ...handlers,
  });
  const view = renderRoute(path);
  await screen.findByRole('heading', { name: heading, level: 2 }, { timeout: 5000 });
  return { stub, ...view };
}
