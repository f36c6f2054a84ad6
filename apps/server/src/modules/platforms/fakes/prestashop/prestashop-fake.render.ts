import type { FakeCombination, FakeProduct, FakeShop, FakeText } from './prestashop-fake.model';

type Row = Record<string, unknown>;

/** A `price[alias][option]` virtual field request, as the webservice's price docs describe. */
interface PriceField {
  alias: string;
  useTax: boolean;
  useReduction: boolean;
}

/** The `price[…]` aliases of a query (use_tax and use_reduction default to on, like the shop's). */
export function priceFields(query: URLSearchParams): PriceField[] {
  const fields = new Map<string, PriceField>();
  for (const [name, value] of query) {
    const match = /^price\[(\w+)\]\[(\w+)\]$/.exec(name);
    if (!match?.[1] || !match[2]) continue;
    const field = fields.get(match[1]) ?? { alias: match[1], useTax: true, useReduction: true };
    if (match[2] === 'use_tax') field.useTax = value === '1';
    if (match[2] === 'use_reduction') field.useReduction = value === '1';
    fields.set(match[1], field);
  }
  return [...fields.values()];
}

function text(shop: FakeShop, value: FakeText): { id: string; value: string }[] | string {
  const values = shop.languages.map((language) => ({
    id: String(language.id),
    value: value[language.iso],
  }));
  // One language shown: the webservice writes the bare value instead of the list.
  return values.length === 1 ? (values[0]?.value ?? '') : values;
}

function price(product: FakeProduct, impact: number, field: PriceField): string {
  let amount = product.price + impact;
  if (field.useTax) amount *= 1 + product.taxRate / 100;
  if (field.useReduction) amount *= 1 - product.reductionPercent / 100;
  return (Math.round(amount * 1e6) / 1e6).toFixed(6);
}

/** A product as `display=full` renders it, price aliases included. */
export function productRow(shop: FakeShop, product: FakeProduct, prices: PriceField[]): Row {
  const row: Row = {
    id: product.id,
    id_manufacturer: String(product.manufacturerId),
    id_category_default: String(product.defaultCategoryId),
    id_default_image: String(product.imageIds[0] ?? ''),
    manufacturer_name: shop.manufacturers.find((m) => m.id === product.manufacturerId)?.name ?? '',
    reference: product.reference,
    ean13: product.ean13,
    mpn: product.mpn ?? '',
    price: product.price.toFixed(6),
    active: product.active ? '1' : '0',
    visibility: product.visibility,
    available_for_order: product.availableForOrder === false ? '0' : '1',
    condition: product.condition ?? 'new',
    date_upd: product.dateUpd,
    name: text(shop, product.name),
    description: text(shop, product.description),
    description_short: text(shop, product.descriptionShort ?? { it: '', en: '' }),
    link_rewrite: text(shop, product.linkRewrite),
  };
  for (const field of prices) row[field.alias] = price(product, 0, field);
  row['associations'] = {
    categories: product.categoryIds.map((id) => ({ id: String(id) })),
    images: product.imageIds.map((id) => ({ id: String(id) })),
    ...(product.combinations.length > 0
      ? { combinations: product.combinations.map((c) => ({ id: String(c.id) })) }
      : {}),
  };
  return row;
}

export function combinationRow(
  product: FakeProduct,
  combination: FakeCombination,
  prices: PriceField[],
): Row {
  const row: Row = {
    id: combination.id,
    id_product: String(product.id),
    reference: combination.reference ?? '',
    ean13: combination.ean13 ?? '',
    price: combination.impact.toFixed(6),
    quantity: String(combination.quantity),
  };
  for (const field of prices) row[field.alias] = price(product, combination.impact, field);
  row['associations'] = {
    product_option_values: combination.optionValues.map((id) => ({ id: String(id) })),
  };
  return row;
}

/** The stock_availables rows of a product: its own (attribute 0, the sum) and one per combination. */
export function stockRows(product: FakeProduct): Row[] {
  const row = (attribute: number, quantity: number, index: number): Row => ({
    id: product.id * 100 + index,
    id_product: String(product.id),
    id_product_attribute: String(attribute),
    quantity: String(quantity),
    out_of_stock: String(product.outOfStock),
  });
  const total =
    product.combinations.length > 0
      ? product.combinations.reduce((sum, c) => sum + c.quantity, 0)
      : product.quantity;
  return [row(0, total, 0), ...product.combinations.map((c, i) => row(c.id, c.quantity, i + 1))];
}

/** The lookup resources (everything but products, combinations and stock). */
export function lookupRows(shop: FakeShop, resource: string): Row[] | null {
  switch (resource) {
    case 'languages':
      return shop.languages.map((l) => ({
        id: l.id,
        iso_code: l.iso,
        active: l.active ? '1' : '0',
      }));
    case 'currencies':
      return shop.currencies.map((c) => ({
        id: c.id,
        iso_code: c.iso,
        active: c.active ? '1' : '0',
        conversion_rate: c.rate.toFixed(6),
      }));
    case 'categories':
      return shop.categories.map((c) => ({
        id: c.id,
        id_parent: String(c.parent),
        level_depth: String(c.depth),
        active: c.active ? '1' : '0',
        is_root_category: c.isRoot ? '1' : '0',
        name: text(shop, c.name),
      }));
    case 'manufacturers':
      return shop.manufacturers.map((m) => ({ id: m.id, name: m.name, active: '1' }));
    case 'product_options':
      return shop.optionGroups.map((g) => ({
        id: g.id,
        is_color_group: g.color ? '1' : '0',
        name: text(shop, g.name),
        public_name: text(shop, g.name),
      }));
    case 'product_option_values':
      return shop.optionValues.map((v) => ({
        id: v.id,
        id_attribute_group: String(v.group),
        name: text(shop, v.name),
      }));
    default:
      return null;
  }
}

/**
 * `display`: `full` keeps every field, `[a,b]` keeps those (associations only when named), no
 * `display` keeps the ids alone, as the webservice's lists do.
 */
export function displayed(rows: Row[], display: string | null): Row[] {
  if (display === 'full') return rows;
  const fields = display ? display.replace(/^\[|\]$/g, '').split(',') : ['id'];
  return rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])));
}

/**
 * Whether a row passes one `filter[field]` value: `[a|b]` any of, `[a,b]` between (inclusive,
 * compared as numbers when both ends are, else as text — dates sort as text), `[a]` equal.
 */
export function matches(value: unknown, filter: string): boolean {
  const inner = filter.replace(/^\[|\]$/g, '');
  const actual = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (inner.includes('|')) return inner.split('|').includes(actual);
  if (inner.includes(',')) {
    const [low = '', high = ''] = inner.split(',');
    const numeric = [low, high, actual].every((part) => part !== '' && !Number.isNaN(Number(part)));
    if (numeric) return Number(actual) >= Number(low) && Number(actual) <= Number(high);
    return actual >= low && actual <= high;
  }
  return actual === inner;
}
