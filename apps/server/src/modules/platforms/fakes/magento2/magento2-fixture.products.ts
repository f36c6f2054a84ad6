import type { MagentoProduct } from '../../magento2.types';
import type { MagentoFakeCatalogue } from './magento2.fixtures';

/**
 * The fixture shop's products ("Rifugio Sport", our own data) in Magento's product answer shape,
 * each hidden one hidden for a different reason the client must recognise.
 */

const attribute = (code: string, value: unknown): { attribute_code: string; value: unknown } => ({
  attribute_code: code,
  value,
});

export interface Seed {
  id: number;
  sku: string;
  name: string;
  price?: number;
  type?: string;
  status?: number;
  visibility?: number;
  websites?: number[];
  categories?: number[];
  attributes?: Record<string, unknown>;
  images?: string[];
  children?: number[];
  options?: { id: number; label: string }[];
}

/** A product in Magento's answer shape from a short seed. */
export function magentoProduct(seed: Seed, updatedAt = '2026-03-01 09:00:00'): MagentoProduct {
  return {
    id: seed.id,
    sku: seed.sku,
    name: seed.name,
    price: seed.price ?? 0,
    status: seed.status ?? 1,
    visibility: seed.visibility ?? 4,
    type_id: seed.type ?? 'simple',
    updated_at: updatedAt,
    extension_attributes: {
      website_ids: seed.websites ?? [1],
      category_links: (seed.categories ?? []).map((id, position) => ({
        position,
        category_id: String(id),
      })),
      ...(seed.children
        ? {
            configurable_product_links: seed.children,
            configurable_product_options: (seed.options ?? []).map((option, position) => ({
              attribute_id: String(option.id),
              label: option.label,
              position,
              values: [],
            })),
          }
        : {}),
    },
    media_gallery_entries: (seed.images ?? []).map((file, index) => ({
      media_type: 'image',
      label: null,
      position: index + 1,
      disabled: false,
      types: index === 0 ? ['image', 'small_image', 'thumbnail'] : [],
      file,
    })),
    custom_attributes: Object.entries(seed.attributes ?? {}).map(([code, value]) =>
      attribute(code, value),
    ),
  };
}

const key = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Fourteen products: six shown in the "default" store view, the rest gone for a reason each. */
export function magentoFixtureProducts(): MagentoProduct[] {
  const seeds: Seed[] = [
    {
      id: 1,
      sku: 'ZAINO-30',
      name: 'Zaino 30 L',
      price: 89.9,
      categories: [8, 9],
      images: ['/z/a/zaino-30-verde.jpg', '/z/a/zaino-30-retro.jpg'],
      attributes: {
        url_key: 'zaino-30-l',
        description: '<p>Zaino da escursione &amp; viaggio, <b>30 litri</b>.</p>',
        manufacturer: '202',
        color: '51',
        special_price: '74.900000',
        special_from_date: '2026-01-01 00:00:00',
        special_to_date: '2099-12-31 00:00:00',
        ean: '8001234567890',
      },
    },
    {
      id: 2,
      sku: 'TENDA-2P',
      name: 'Tenda due posti Cima',
      price: 249,
      categories: [10],
      images: ['/t/e/tenda-cima.jpg'],
      attributes: {
        url_key: 'tenda-due-posti-cima',
        description: 'Tenda leggera a cupola per due persone.',
        manufacturer: '203',
      },
    },
    {
      id: 3,
      sku: 'SCARPE-DOL',
      name: 'Scarpe da trekking Dolomia',
      type: 'configurable',
      categories: [3, 4, 5],
      images: ['/s/c/scarpe-dolomia.jpg'],
      children: [4, 5, 6],
      options: [{ id: 144, label: 'Taglia' }],
      attributes: {
        url_key: 'scarpe-da-trekking-dolomia',
        description: '<div>Suola scolpita, tomaia in pelle.<script>track()</script></div>',
        manufacturer: '201',
      },
    },
    {
      id: 4,
      sku: 'SCARPE-DOL-42',
      name: 'Scarpe da trekking Dolomia 42',
      price: 139,
      visibility: 1,
      attributes: { size: '169' },
    },
    {
      id: 5,
      sku: 'SCARPE-DOL-43',
      name: 'Scarpe da trekking Dolomia 43',
      price: 139,
      visibility: 1,
      attributes: { size: '170', special_price: '119.000000' },
    },
    {
      id: 6,
      sku: 'SCARPE-DOL-44',
      name: 'Scarpe da trekking Dolomia 44',
      price: 99,
      visibility: 1,
      status: 2,
      attributes: { size: '171' },
    },
    {
      id: 7,
      sku: 'GIACCA-BRZ',
      name: 'Giacca antivento Brezza',
      type: 'configurable',
      categories: [6, 7],
      images: ['/g/i/giacca-brezza.jpg'],
      children: [8, 9],
      options: [
        { id: 93, label: 'Colore' },
        { id: 144, label: 'Taglia' },
      ],
      attributes: {
        url_key: 'giacca-antivento-brezza',
        short_description: 'Giacca leggera che ripara dal vento.',
      },
    },
    {
      id: 8,
      sku: 'GIACCA-BRZ-S-ROSSO',
      name: 'Giacca antivento Brezza S Rosso',
      price: 119,
      visibility: 1,
      attributes: { size: '166', color: '49' },
    },
    {
      id: 9,
      sku: 'GIACCA-BRZ-M-BLU',
      name: 'Giacca antivento Brezza M Blu',
      price: 109,
      visibility: 1,
      attributes: { size: '167', color: '50' },
    },
    {
      id: 10,
      sku: 'BORRACCIA-1L',
      name: 'Borraccia termica 1 L',
      price: 24.9,
      status: 2,
      categories: [8],
      attributes: { url_key: 'borraccia-termica-1-l' },
    },
    {
      id: 11,
      sku: 'BASTONCINI-TEL',
      name: 'Bastoncini telescopici',
      price: 45,
      visibility: 1,
      categories: [8],
      attributes: { url_key: 'bastoncini-telescopici' },
    },
    {
      id: 12,
      sku: 'FRONTALE-300',
      name: 'Lampada frontale 300 lm',
      price: 34.5,
      visibility: 3,
      categories: [8],
      attributes: {
        url_key: 'lampada-frontale-300-lm',
        description: 'Fascio regolabile &ndash; autonomia 40&nbsp;ore &#8364; &egrave;',
        manufacturer: 'Lumen Alpi',
      },
    },
    {
      id: 13,
      sku: 'CORSO-ARR',
      name: 'Corso di arrampicata',
      price: 60,
      type: 'virtual',
      categories: [8],
      attributes: { url_key: 'corso-di-arrampicata' },
    },
    {
      id: 14,
      sku: 'SACCO-INV',
      name: 'Sacco a pelo Inverno',
      price: 159,
      websites: [2],
      categories: [8],
      attributes: { url_key: 'sacco-a-pelo-inverno' },
    },
  ];
  return seeds.map((seed) =>
    magentoProduct({ ...seed, attributes: { url_key: key(seed.name), ...seed.attributes } }),
  );
}

/** Stock at the single source: the tent and the 43 are sold out, everything else available. */
export function magentoFixtureStock(
  products: readonly MagentoProduct[],
): MagentoFakeCatalogue['stock'] {
  const stock: MagentoFakeCatalogue['stock'] = new Map();
  for (const product of products) {
    const soldOut = product.sku === 'TENDA-2P' || product.sku === 'SCARPE-DOL-43';
    stock.set(product.sku, soldOut ? { quantity: 0, status: 0 } : { quantity: 12, status: 1 });
  }
  return stock;
}
