import type { MagentoProduct, MagentoSearchResult } from './magento2.types';
import { PlatformError } from './platform-error';

/**
 * A product's custom attribute as a trimmed string; multiselect lists are joined by ",". Absent,
 * empty or non-text values are `undefined`.
 * @example customAttribute(product, 'url_key') // 'scarpe-trekking-dolomia'
 */
export function customAttribute(product: MagentoProduct, code: string): string | undefined {
  const found = product.custom_attributes?.find((attribute) => attribute.attribute_code === code);
  const value: unknown = found?.value;
  const text =
    typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : Array.isArray(value)
        ? value.filter((part) => typeof part === 'string' || typeof part === 'number').join(',')
        : '';
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  egrave: 'è',
  eacute: 'é',
  agrave: 'à',
  ograve: 'ò',
  ugrave: 'ù',
  igrave: 'ì',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  laquo: '«',
  raquo: '»',
  deg: '°',
};

/**
 * Text of an HTML description: scripts, styles and tags dropped, the common entities decoded,
 * white space collapsed, cut to `max` characters (the catalogue's limit).
 * @example stripHtml('<p>Suola <b>Vibram</b> &amp; tomaia</p>') // 'Suola Vibram & tomaia'
 */
export function stripHtml(html: string, max = 5000): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Block tags part words; inline tags (<b>, <span>…) sit inside them.
    .replace(
      /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => decodeEntity(whole, name))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

function decodeEntity(whole: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : ' ';
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
}

/**
 * A non-negative price from Magento's number or decimal string ("99.000000"); `undefined` when
 * absent or unreadable.
 */
export function priceValue(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Magento's "YYYY-MM-DD HH:MM:SS" (UTC) as epoch milliseconds; NaN when unreadable. */
export function magentoTime(raw: string): number {
  const text = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T00:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text))
    return Date.parse(`${text.replace(' ', 'T')}Z`);
  return Date.parse(text);
}

/**
 * Epoch seconds as the "YYYY-MM-DD HH:MM:SS" UTC text Magento compares `updated_at` with.
 * @example magentoDateTime(0) // '1970-01-01 00:00:00'
 */
export function magentoDateTime(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The special price when it applies at `now`: set, below the regular price, and `now` within
 * `special_from_date` … the whole day of `special_to_date` (Magento's dates are day-precise).
 */
export function activeSpecialPrice(
  product: MagentoProduct,
  regular: number | undefined,
  now: Date,
): number | undefined {
  const special = priceValue(customAttribute(product, 'special_price'));
  if (special === undefined || (regular !== undefined && special >= regular)) return undefined;
  const from = customAttribute(product, 'special_from_date');
  const to = customAttribute(product, 'special_to_date');
  const at = now.getTime();
  if (from !== undefined && magentoTime(from) > at) return undefined;
  if (to !== undefined && magentoTime(to.slice(0, 10)) + 86_400_000 <= at) return undefined;
  return special;
}

/** Joins a URL base and a path with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A `getList` answer checked before use: `items` records with a numeric `id` and a numeric
 * `total_count` (Magento may leave `items` out when nothing matched). A `{}` or an HTML page
 * answered 200 (a maintenance page, a proxy) throws `platform-answer-invalid` with a short
 * message instead of a TypeError deep in the walk.
 * @example magentoSearchPage({ items: [{ id: 1 }], total_count: 1 }) // { items: [{ id: 1 }], total_count: 1 }
 */
export function magentoSearchPage<T extends { id: number }>(body: unknown): MagentoSearchResult<T> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { items, total_count: total } = body as { items?: unknown; total_count?: unknown };
    const list = items ?? (total === 0 ? [] : undefined);
    if (
      typeof total === 'number' &&
      Number.isInteger(total) &&
      total >= 0 &&
      Array.isArray(list) &&
      list.every(hasNumericId)
    ) {
      return { items: list as T[], total_count: total };
    }
  }
  throw new PlatformError(
    'platform-answer-invalid',
    'Magento 2 answered a product search with something that is not a page of products',
  );
}

function hasNumericId(item: unknown): boolean {
  return (
    typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number'
  );
}
