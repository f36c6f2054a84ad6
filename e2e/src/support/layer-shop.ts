import {
  defaultLayout,
  defaultSetup,
  defaultSetupConfig,
  type CatalogueProductInput,
  type Layout,
  type Setup,
} from '@trova/contracts';
import { createActiveAccount } from './accounts';
import { api, bearer, logInApi, type OwnerSession } from './shop-api';
import { SHOP_BOX_ID } from './storefront';

/** Thirteen shoes of three brands at distinct prices, and three products that are not shoes. */
export const CATALOGUE: readonly [id: string, title: string, brand: string, price: number][] = [
  ['S-01', 'Running shoe', 'Acme', 89],
  ['S-02', 'Trail shoe', 'Zeta', 129],
  ['S-03', 'Court shoe', 'Orbit', 59],
  ['S-04', 'Walking shoe', 'Acme', 49],
  ['S-05', 'Canvas shoe', 'Zeta', 39],
  ['S-06', 'Hiking shoe', 'Orbit', 149],
  ['S-07', 'Boat shoe', 'Acme', 99],
  ['S-08', 'Dance shoe', 'Zeta', 69],
  ['S-09', 'Golf shoe', 'Orbit', 119],
  ['S-10', 'Climbing shoe', 'Acme', 139],
  ['S-11', 'Skate shoe', 'Zeta', 79],
  ['S-12', 'Tennis shoe', 'Orbit', 109],
  ['S-13', 'Yoga shoe', 'Acme', 29],
  ['O-01', 'Wool scarf', 'Zeta', 25],
  ['O-02', 'Leather belt', 'Acme', 35],
  ['O-03', 'Sun hat', 'Orbit', 19],
];

/** The catalogue as push-API products whose pages and images live on the storefront. */
function products(storefront: string): CatalogueProductInput[] {
  return CATALOGUE.map(([id, title, brand, price]) => ({
    id,
    title,
    description: `${title} by ${brand}.`,
    link: `${storefront}/p/${id}`,
    imageLink: `${storefront}/i/${id}.svg`,
    price: { amount: price, currency: 'EUR' },
    availability: 'in_stock',
    brand,
  }));
}

/** The wizard's settings: title and brand searched and shown, brand as a facet, the box's id. */
function shopSetup(): Setup {
  const text = (label: string) => ({ label, typoTolerance: 'fuzzy1', searchType: 'text' });
  return {
    ...defaultSetup(),
    query: { title: text('title'), brand: text('brand') },
    results: { title: { label: 'title', value: 'text' }, brand: { label: 'brand', value: 'text' } },
    facets: ['brand'],
    lang: 'en',
    config: {
      ...defaultSetupConfig(),
      selector: { selectorId: SHOP_BOX_ID, desktop: '', mobile: '', isId: true },
    },
  };
}

/** Full screen, results as the shopper types from 3 characters, numbered pages of 6. */
function shopLayout(): Layout {
  const layout = defaultLayout();
  layout.desktop = { ...layout.desktop, layout: 1, typing: 2, minChars: 3, paging: 2, perPage: 1 };
  layout.facets = [
    {
      name: 'brand',
      label: 'Brand',
      type: 'checkbox-MC',
      active: true,
      isCategory: false,
      withSearch: false,
      filterSorting: 'results',
    },
  ];
  return layout;
}

export interface LayerShop {
  owner: OwnerSession;
  id: string;
  key: string;
}

/** What a shop made through the push API starts with. */
export interface PushShopSeed {
  storefront: string;
  languageIso: string;
  products: CatalogueProductInput[];
  setup: Setup;
  layout: Layout;
}

/**
 * An active account whose shop got its catalogue through the push API, then its setup and layout
 * saved as the console saves them; not published, its first index still building.
 */
export async function createPushShop(
  baseUrl: string,
  dataDir: string,
  login: { email: string; password: string },
  seed: PushShopSeed,
): Promise<LayerShop> {
  await createActiveAccount(baseUrl, dataDir, login.email, login.password);
  const owner = await logInApi(baseUrl, login.email, login.password);
  const shop = await api<{ id: string; key: string }>(baseUrl, 'integrations/custom', {
    method: 'POST',
    headers: { 'x-api-key': owner.apiKey },
    body: JSON.stringify({ shopUrl: seed.storefront, languageIso: seed.languageIso }),
  });
  await api(baseUrl, `integrations/custom/${shop.id}/products`, {
    method: 'POST',
    headers: { 'x-api-key': owner.apiKey },
    body: JSON.stringify({ upserts: seed.products }),
  });
  await api(baseUrl, `shops/${shop.id}/configuration`, {
    method: 'PUT',
    headers: bearer(owner),
    body: JSON.stringify({ setup: seed.setup }),
  });
  await api(baseUrl, `shops/${shop.id}/conf`, {
    method: 'PUT',
    headers: bearer(owner),
    body: JSON.stringify({ layout: seed.layout }),
  });
  return { owner, id: shop.id, key: shop.key };
}

/**
 * An active account whose English shop got the catalogue through the push API, the wizard's
 * setup (selector: the storefront's box) and a saved layout; not published.
 */
export function createLayerShop(
  baseUrl: string,
  dataDir: string,
  storefront: string,
  login: { email: string; password: string },
): Promise<LayerShop> {
  return createPushShop(baseUrl, dataDir, login, {
    storefront,
    languageIso: 'en',
    products: products(storefront),
    setup: shopSetup(),
    layout: shopLayout(),
  });
}

/** Publishes the shop, as the save bar's switch does. */
export async function publishShop(baseUrl: string, shop: LayerShop): Promise<void> {
  await api(baseUrl, `shops/${shop.id}/activation`, {
    method: 'POST',
    headers: bearer(shop.owner),
    body: '{}',
  });
}

/** `results_count` of a public search for `q` (with a preview token for an unpublished shop), 0 until it answers. */
export async function searchCount(
  baseUrl: string,
  shopKey: string,
  q: string,
  previewToken?: string,
): Promise<number> {
  const preview = previewToken ? `&preview=${encodeURIComponent(previewToken)}` : '';
  const answer = await fetch(
    `${baseUrl}/API/shops/${shopKey}/search?q=${encodeURIComponent(q)}${preview}`,
  );
  if (!answer.ok) {
    await answer.body?.cancel();
    return 0;
  }
  return ((await answer.json()) as { results_count: number }).results_count;
}

/** Waits until the public search counts `expected` products for `q`: indexes are built in the background. */
export async function waitForSearchCount(
  baseUrl: string,
  shopKey: string,
  q: string,
  expected: number,
  previewToken?: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await searchCount(baseUrl, shopKey, q, previewToken)) !== expected) {
    if (Date.now() > deadline) throw new Error(`search '${q}' did not count ${expected} products`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
