import {
  defaultLayout,
  defaultLayoutFacet,
  defaultSetup,
  defaultSetupConfig,
  type CatalogueProductInput,
  type Layout,
  type Setup,
} from '@trova/contracts';
import { createPushShop, publishShop, waitForSearchCount, type LayerShop } from './layer-shop';
import { api, bearer } from './shop-api';

/** Brands by share: 4 in 10 products are Acme's, 3 Zeta's, 2 Orbit's, 1 Nova's. */
const BRANDS = ['Acme', 'Acme', 'Acme', 'Acme', 'Zeta', 'Zeta', 'Zeta', 'Orbit', 'Orbit', 'Nova'];
const DEPARTMENTS = ['Donna', 'Uomo'] as const;
const KINDS = [
  { category: 'Scarpe', noun: 'Scarpa' },
  { category: 'Borse', noun: 'Borsa' },
  { category: 'Giacche', noun: 'Giacca' },
] as const;
const STYLES = ['classica', 'sportiva', 'elegante', 'leggera'] as const;
const COLORS = ['rosso', 'blu', 'nero'] as const;
const MATERIALS = ['pelle', 'cotone', 'lana'] as const;

/** A desktop Chrome: headless agents are flagged as bots and left out of analytics. */
export const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** How many products the generated catalogue has. */
export const CATALOGUE_SIZE = 96;

/**
 * A generated clothing catalogue: every product has a brand, a two-level category
 * (`Donna > Scarpe`), a colour, a material and a price of its own (53 and 97 are coprime, so the
 * 96 prices are all different and a sort by price has no ties).
 */
export function generatedCatalogue(storefront: string): CatalogueProductInput[] {
  return Array.from({ length: CATALOGUE_SIZE }, (_, i) => {
    const kind = KINDS[i % KINDS.length] ?? KINDS[0];
    const brand = BRANDS[i % BRANDS.length] ?? 'Acme';
    const title = `${kind.noun} ${STYLES[Math.floor(i / 12) % STYLES.length] ?? ''} ${i + 1}`;
    const id = `G-${String(i + 1).padStart(3, '0')}`;
    return {
      id,
      title,
      description: `${title} di ${brand}.`,
      link: `${storefront}/p/${id}`,
      imageLink: `${storefront}/i/${id}.svg`,
      price: { amount: 10 + ((i * 53) % 97) * 2, currency: 'EUR' },
      availability: 'in_stock',
      brand,
      productType: [`${DEPARTMENTS[i % 2] ?? 'Donna'} > ${kind.category}`],
      color: COLORS[i % COLORS.length],
      material: MATERIALS[Math.floor(i / 2) % MATERIALS.length],
    };
  });
}

/** Facets the setup filters by; the layout shows them in `LAYOUT_FACETS`' order. */
const SETUP_FACETS = ['brand', 'categories', 'color', 'material', 'price'];
/** The layout's facet order, which `renderingContent.facetOrdering` carries to dynamicWidgets. */
export const LAYOUT_FACETS = ['brand', 'categories', 'material', 'color', 'price'];

function shopSetup(): Setup {
  const text = (label: string) => ({ label, typoTolerance: 'fuzzy1', searchType: 'text' });
  return {
    ...defaultSetup(),
    query: { title: text('title'), brand: text('brand') },
    results: { title: { label: 'title', value: 'text' }, brand: { label: 'brand', value: 'text' } },
    facets: SETUP_FACETS,
    lang: 'it',
    config: {
      ...defaultSetupConfig(),
      selector: { selectorId: 'q', desktop: '', mobile: '', isId: true },
    },
  };
}

function shopLayout(): Layout {
  const layout = defaultLayout();
  layout.facets = LAYOUT_FACETS.map(defaultLayoutFacet);
  return layout;
}

export interface AlgoliaShop extends LayerShop {
  /** The owner's preview token: native searches made with it are answered but never logged. */
  preview: string;
}

/**
 * An active account with a published Italian shop holding the generated catalogue, searchable:
 * waits until the native route finds every product of the first category's noun.
 */
export async function createAlgoliaShop(
  baseUrl: string,
  dataDir: string,
  storefront: string,
  login: { email: string; password: string },
): Promise<AlgoliaShop> {
  const created = await createPushShop(baseUrl, dataDir, login, {
    storefront,
    languageIso: 'it',
    products: generatedCatalogue(storefront),
    setup: shopSetup(),
    layout: shopLayout(),
  });
  const { owner } = created;
  const { token } = await api<{ token: string }>(baseUrl, `shops/${created.id}/preview-token`, {
    headers: bearer(owner),
  });
  // The first index is built in the background after the first push.
  await waitForSearchCount(baseUrl, created.key, 'scarpa', CATALOGUE_SIZE / KINDS.length, token);
  await publishShop(baseUrl, created);
  return { ...created, preview: token };
}

/** The native search route's answer, the independent source of every number the tests expect. */
export interface NativeAnswer {
  results: { header: { externalId: string }; pricing: { sellingPrice: number } }[];
  results_count: number;
  stats: Record<string, Record<string, number>>;
}

/**
 * `GET /API/shops/{key}/search` with `q`, OR-ed values per facet, a price range, a sort by price
 * and a window, as the layer sends them (docs/product/search-api.md#filters).
 */
export async function nativeSearch(
  baseUrl: string,
  shop: Pick<AlgoliaShop, 'key' | 'preview'>,
  options: {
    q: string;
    filters?: Record<string, readonly string[]>;
    price?: { from?: number; to?: number };
    sortByPrice?: 'ASC' | 'DESC';
    offset?: number;
    limit?: number;
  },
): Promise<NativeAnswer> {
  // With the preview token the test's own searches stay out of the analytics it checks.
  const params = new URLSearchParams({ q: options.q, preview: shop.preview });
  let group = 0;
  for (const [facet, values] of Object.entries(options.filters ?? {})) {
    values.forEach((value, j) => params.append(`filters[${group}][${j}][${facet}]`, value));
    group += 1;
  }
  const { from, to } = options.price ?? {};
  if (from !== undefined) params.append(`filters[${group}][0][price][from]`, String(from));
  if (to !== undefined) params.append(`filters[${group}][0][price][to]`, String(to));
  if (options.sortByPrice) params.append('sort[0][selling_price]', options.sortByPrice);
  params.append('offset', String(options.offset ?? 0));
  params.append('limit', String(options.limit ?? 100));
  const answer = await fetch(`${baseUrl}/API/shops/${shop.key}/search?${params.toString()}`);
  if (!answer.ok) throw new Error(`native search ${params.toString()}: ${answer.status}`);
  return (await answer.json()) as NativeAnswer;
}
