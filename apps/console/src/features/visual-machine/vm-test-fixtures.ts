import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  defaultBannerCampaign,
  defaultCampaign,
  defaultSetup,
  type ProductSearchHit,
  type SavedBannerCampaign,
  type SavedCampaign,
  type Shop,
  type VmProduct,
} from '@trova/contracts';
import { signIn, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { testShop } from '../../test/shop-fixture';
import { setCurrentShopId } from '../shops/current-shop-store';

/** A completed shop filtering by brand and colour (price and categories come on top). */
export function vmShop(overrides: Partial<Shop> = {}): Shop {
  return testShop({ setup: { ...defaultSetup(), facets: ['brand', 'colour'] }, ...overrides });
}

export function vmProduct(id: string, overrides: Partial<VmProduct> = {}): VmProduct {
  return {
    id,
    title: `Product ${id}`,
    image: `https://shop.example/${id}.jpg`,
    price: 10,
    url: `https://shop.example/p/${id}`,
    isAlive: true,
    ...overrides,
  };
}

/** A stored campaign: named, always valid, a "contains" query and a pin of one product. */
export function savedCampaign(id: string, overrides: Partial<SavedCampaign> = {}): SavedCampaign {
  return {
    ...defaultCampaign(),
    id,
    name: `Campaign ${id}`,
    conditions: [
      {
        queries: [{ type: 'queryContains', value: 'tv' }],
        facet: { type: 'filterIs', filters: [] },
      },
    ],
    actions: [{ type: 'pin', products: [vmProduct(`p-${id}`)] }],
    ...overrides,
  };
}

/** A stored banner campaign with one complete listing banner. */
export function savedBannerCampaign(
  id: string,
  overrides: Partial<SavedBannerCampaign> = {},
): SavedBannerCampaign {
  const base = defaultBannerCampaign();
  return {
    ...base,
    id,
    name: `Banners ${id}`,
    conditions: [
      {
        queries: [{ type: 'queryContains', value: 'tv' }],
        facet: { type: 'filterIs', filters: [] },
      },
    ],
    actions: [
      {
        ...base.actions[0]!,
        imageUrl: 'https://cdn.example/d.jpg',
        mobileImageUrl: 'https://cdn.example/m.jpg',
        name: `Banners ${id}_uuid-${id}`,
      },
    ],
    ...overrides,
  };
}

/** A product picker hit for `vmProduct(id)`. */
export function pickerHit(id: string): ProductSearchHit {
  return {
    header: { externalId: id, imagePrefix: '' },
    data: {
      title: `Product ${id}`,
      image: [`https://shop.example/${id}.jpg`],
      url: `https://shop.example/p/${id}`,
    },
    pricing: { sellingPrice: 10 },
  };
}

/** The calls every Visual Machine screen makes besides its own list: shops, plan, versions, stats. */
export function vmBaseApi(shop: Shop = vmShop()): Record<string, unknown> {
  return {
    'GET /shops': [shop],
    'GET /customers/me/plan': [],
    'GET /versions': [{ versionName: 'latest', description: { en: 'Newest', it: 'Nuovo' } }],
    // An hour ahead, as the server gives it: the token is renewed minutes before it expires.
    [`GET /shops/${shop.id}/preview-token`]: () => ({
      token: 'preview-1',
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    }),
    [`GET /shops/${shop.key}/search`]: {
      results: [],
      results_count: 0,
      stats: { categories: { 'Donna/Scarpe': 3, Uomo: 2 }, price: { min: 5, max: 249 } },
    },
    [`GET /shops/${shop.key}/visual-machine/search`]: {
      results: [pickerHit('a1'), pickerHit('a2')],
      results_count: 2,
      stats: { brand: { Nike: 1, Asics: 1 } },
    },
  };
}

/** Signs in, stubs the API and opens a Visual Machine path; waits for `heading` (level 2). */
export async function openVm(
  path: string,
  heading: string | RegExp,
  handlers: Record<string, unknown>,
  shop: Shop = vmShop(),
) {
  signIn();
  setCurrentShopId(shop.id);
  const stub = stubApi({ ...vmBaseApi(shop), ...handlers });
  const view = renderRoute(path);
  // The first render waits for the lazy route chunks, which a cold run compiles on a busy machine.
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 15000 });
  return { stub, ...view };
}

export type TestUser = ReturnType<typeof userEvent.setup>;

/** Opens an editor's accordion section and waits for its panel to be shown. */
export async function openSection(user: TestUser, section: string) {
  await user.click(screen.getByRole('button', { name: section }));
  await screen.findByRole('region', { name: section });
}
