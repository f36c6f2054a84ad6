/**
 * Products of an invented Italian outdoor shop, "Bottega Alpina", shaped after the fields the
 * GraphQL Admin API documents for products and variants (our own words and data). Ids are plain
 * numbers; the fake answers them as global ids (`gid://shopify/Product/…`).
 */
export interface FakeShopifyVariant {
  id: number;
  inventoryItemId: number;
  /** Decimal strings, as Shopify's `Money` scalar. */
  price: string;
  compareAtPrice: string | null;
  availableForSale: boolean;
  inventoryPolicy: 'DENY' | 'CONTINUE';
  barcode: string | null;
  sku: string;
  options: Record<string, string>;
}

export interface FakeShopifyProduct {
  id: number;
  title: string;
  description: string;
  handle: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  /** Published on the Online Store: Shopify answers `onlineStoreUrl: null` when not. */
  published: boolean;
  vendor: string;
  productType: string;
  category: string | null;
  collections: string[];
  images: string[];
  variants: FakeShopifyVariant[];
  /** ISO date of the latest change. */
  updatedAt: string;
}

const CDN = 'https://cdn.bottega-alpina.example/files';

interface Seed {
  title: string;
  type: string;
  vendor: string;
  price: number;
  sizes?: string[];
  colours?: string[];
  sale?: number;
  soldOut?: boolean;
  status?: FakeShopifyProduct['status'];
  published?: boolean;
  collections?: string[];
}

const SEEDS: Seed[] = [
  {
    title: 'Scarpe da trekking Dolomiti',
    type: 'Scarpe',
    vendor: 'Passo Alto',
    price: 129,
    sizes: ['41', '42', '43'],
    collections: ['Uomo > Scarpe > Trekking'],
  },
  {
    title: 'Zaino 30 L Cresta',
    type: 'Zaini',
    vendor: 'Cresta',
    price: 89,
    colours: ['Rosso', 'Blu'],
    sale: 69,
  },
  {
    title: 'Giacca antivento Maestrale',
    type: 'Giacche',
    vendor: 'Maestrale',
    price: 149,
    sizes: ['S', 'M', 'L'],
    colours: ['Nero'],
  },
  { title: 'Bastoncini telescopici Vetta', type: 'Accessori', vendor: 'Vetta', price: 59 },
  {
    title: 'Borraccia termica 750 ml',
    type: 'Accessori',
    vendor: 'Fonte',
    price: 24.9,
    colours: ['Verde', 'Grigio'],
  },
  {
    title: 'Sacco a pelo Rifugio -5°',
    type: 'Campeggio',
    vendor: 'Rifugio',
    price: 119,
    soldOut: true,
  },
  { title: 'Tenda due posti Bivacco', type: 'Campeggio', vendor: 'Bivacco', price: 239, sale: 199 },
  {
    title: 'Calze in lana merino',
    type: 'Abbigliamento',
    vendor: 'Lanificio Biella',
    price: 14.5,
    sizes: ['39-42', '43-46'],
  },
  { title: 'Lampada frontale Lucciola', type: 'Accessori', vendor: 'Lucciola', price: 34 },
  {
    title: 'Guanti da arrampicata Presa',
    type: 'Arrampicata',
    vendor: 'Presa',
    price: 29,
    sizes: ['M', 'L'],
  },
  {
    title: 'Pantaloni softshell Sentiero',
    type: 'Abbigliamento',
    vendor: 'Sentiero',
    price: 79,
    sizes: ['46', '48', '50'],
    colours: ['Antracite'],
  },
  {
    title: 'Scarponi invernali Ghiacciaio (bozza)',
    type: 'Scarpe',
    vendor: 'Passo Alto',
    price: 219,
    status: 'DRAFT',
    published: false,
  },
];

/** The twelve fixture products: eleven shown by the storefront, one draft. */
export function shopifyFixtures(): FakeShopifyProduct[] {
  return SEEDS.map((seed, index) => seedProduct(seed, index + 1));
}

/**
 * `count` generated products (for the 20k-product ingest benchmark), two variants and two images
 * each, cheap to build and to serve.
 * @example generateShopifyProducts(20_000).length // 20000
 */
export function generateShopifyProducts(count: number): FakeShopifyProduct[] {
  const kinds = ['Scarpe', 'Zaino', 'Giacca', 'Maglia', 'Tenda', 'Borraccia'];
  const products: FakeShopifyProduct[] = [];
  for (let index = 1; index <= count; index++) {
    const kind = kinds[index % kinds.length] ?? 'Articolo';
    products.push(
      seedProduct(
        {
          title: `${kind} modello ${index}`,
          type: kind,
          vendor: `Marca ${index % 50}`,
          price: 10 + (index % 200),
          sizes: ['M', 'L'],
        },
        index,
      ),
    );
  }
  return products;
}

function seedProduct(seed: Seed, n: number): FakeShopifyProduct {
  const id = 8_100_000_000 + n;
  const handle = seed.title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const combos: Record<string, string>[] = [];
  for (const size of seed.sizes ?? [null]) {
    for (const colour of seed.colours ?? [null]) {
      combos.push({ ...(size ? { Taglia: size } : {}), ...(colour ? { Colore: colour } : {}) });
    }
  }
  return {
    id,
    title: seed.title,
    description: `${seed.title}: articolo della Bottega Alpina, pensato per la montagna.`,
    handle,
    status: seed.status ?? 'ACTIVE',
    published: seed.published ?? true,
    vendor: seed.vendor,
    productType: seed.type,
    category: seed.type === 'Scarpe' ? 'Abbigliamento e accessori > Scarpe' : null,
    collections: seed.collections ?? [],
    images: [`${CDN}/${handle}-1.jpg`, `${CDN}/${handle}-2.jpg`],
    variants: combos.map((options, index) => ({
      id: id * 10 + index,
      inventoryItemId: 4_400_000_000 + n * 10 + index,
      price: (seed.sale ?? seed.price).toFixed(2),
      compareAtPrice: seed.sale === undefined ? null : seed.price.toFixed(2),
      availableForSale: !seed.soldOut,
      inventoryPolicy: 'DENY',
      barcode: `80${String(id).padStart(11, '0')}`.slice(0, 13),
      sku: `BA-${n}-${index + 1}`,
      options,
    })),
    updatedAt: '2026-11-01T08:00:00.000Z',
  };
}
