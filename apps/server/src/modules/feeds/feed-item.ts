import {
  type CatalogueProduct,
  catalogueProductSchema,
  type FeedItemErrorCode,
} from '@trova/contracts';
import { normaliseAvailability, normaliseCondition, parsePrice } from './feed-values';

/** Merchant Center attributes the parser keeps; everything else (shipping, tax, …) is ignored. */
export const FEED_ATTRIBUTES = new Set([
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'sale_price',
  'availability',
  'brand',
  'gtin',
  'mpn',
  'condition',
  'product_type',
  'google_product_category',
  'item_group_id',
  'color',
  'size',
  'gender',
  'age_group',
  'material',
  'pattern',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
  'custom_label_3',
  'custom_label_4',
]);

const REPEATED = new Set(['additional_image_link', 'product_type']);
/** The schema's own cap on repeated attributes; extra values are dropped rather than failing the item. */
const MAX_REPEATS = 20;
/** Merchant Center's description limit; longer descriptions are cut rather than rejected. */
const MAX_DESCRIPTION = 5000;

/**
 * The raw attribute values of one feed item. Values from the `g:` namespace win over unprefixed
 * RSS/Atom ones ("weak"), so `<title>` only fills in when `<g:title>` is absent.
 */
export class FeedItemRecord {
  private readonly strong = new Map<string, string[]>();
  private readonly weak = new Map<string, string>();

  add(name: string, value: string, weak = false): void {
    const text = value.trim();
    if (!text || !FEED_ATTRIBUTES.has(name)) return;
    if (weak) {
      if (!this.weak.has(name)) this.weak.set(name, text);
      return;
    }
    const list = this.strong.get(name);
    if (!list) this.strong.set(name, [text]);
    else if (REPEATED.has(name) && list.length < MAX_REPEATS) list.push(text);
  }

  get(name: string): string | undefined {
    return this.strong.get(name)?.[0] ?? this.weak.get(name);
  }

  all(name: string): string[] {
    const list = this.strong.get(name) ?? [];
    const weak = this.weak.get(name);
    return list.length === 0 && weak ? [weak] : list;
  }
}

/**
 * Why an item was skipped: a stable code (and field) the console words in its language, and the
 * technical reason, kept for the job's log.
 */
export interface ItemProblem {
  code: FeedItemErrorCode;
  field?: string;
  reason: string;
}

export type ItemResult = { ok: true; product: CatalogueProduct } | ({ ok: false } & ItemProblem);

/** Converts and validates one item; a bad value becomes the item's error reason. */
export function toCatalogueProduct(record: FeedItemRecord): ItemResult {
  const priceText = record.get('price');
  const saleText = record.get('sale_price');
  const price = priceText === undefined ? undefined : parsePrice(priceText);
  if (priceText !== undefined && !price)
    return {
      ok: false,
      code: 'price-invalid',
      field: 'price',
      reason: `invalid price "${priceText}"`,
    };
  const salePrice = saleText === undefined ? undefined : parsePrice(saleText);
  if (saleText !== undefined && !salePrice) {
    const reason = `invalid sale_price "${saleText}"`;
    return { ok: false, code: 'price-invalid', field: 'salePrice', reason };
  }
  const availability = record.get('availability');
  const condition = record.get('condition');
  const customLabels: (string | undefined)[] = [];
  for (let i = 0; i < 5; i++) {
    const label = record.get(`custom_label_${i}`);
    if (label !== undefined) customLabels[i] = label;
  }
  const images = record.all('additional_image_link').flatMap(splitUrls).slice(0, MAX_REPEATS);
  const parsed = catalogueProductSchema.safeParse({
    id: record.get('id'),
    title: record.get('title'),
    description: record.get('description')?.slice(0, MAX_DESCRIPTION),
    link: record.get('link'),
    imageLink: record.get('image_link'),
    additionalImageLinks: images,
    price,
    salePrice,
    availability: availability === undefined ? undefined : normaliseAvailability(availability),
    brand: record.get('brand'),
    gtin: record.get('gtin'),
    mpn: record.get('mpn'),
    condition: condition === undefined ? undefined : normaliseCondition(condition),
    productType: record.all('product_type'),
    googleProductCategory: record.get('google_product_category'),
    itemGroupId: record.get('item_group_id'),
    color: record.get('color'),
    size: record.get('size'),
    gender: record.get('gender'),
    ageGroup: record.get('age_group'),
    material: record.get('material'),
    pattern: record.get('pattern'),
    customLabels: Array.from(customLabels),
  });
  if (parsed.success) return { ok: true, product: parsed.data };
  const issue = parsed.error.issues[0];
  const missing = issue?.message.endsWith('received undefined') === true;
  const message = missing ? 'missing' : issue?.message;
  const field = issue?.path.join('.') ?? '';
  const code = missing
    ? 'field-missing'
    : issue?.code === 'too_big'
      ? 'field-too-long'
      : 'field-invalid';
  return {
    ok: false,
    code,
    ...(field === '' ? {} : { field }),
    reason: `${field || 'item'}: ${message ?? 'invalid'}`,
  };
}

/** Text feeds list several image URLs in one cell, comma-separated. */
function splitUrls(value: string): string[] {
  return value
    .split(/,(?=\s*https?:\/\/)/i)
    .map((url) => url.trim())
    .filter(Boolean);
}
