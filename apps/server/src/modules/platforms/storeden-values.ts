import { PlatformError } from './platform-error';
import type { StoredenBrand, StoredenCategory, StoredenProduct } from './storeden.types';

/**
 * The nodes the import asks of `products/paginated_list.json`. Storeden documents most of them as
 * list nodes; `slug`, `sku` and `stock_count` are asked on the chance the list serves every
 * product field (undocumented): a row without them is read by its detail call instead.
 */
export const STOREDEN_LIST_NODES = [
  'title',
  'description',
  'image_id',
  'gallery',
  'ean',
  'mpn',
  'update_at',
  'categoryUID',
  'brandUID',
  'brand_name',
  'usevariants',
  'variants',
  'unlimited',
  'slug',
  'sku',
  'stock_count',
].join(',');

/**
 * Whether a list row says all the mapper needs: a title, a storefront address, and the stock
 * (unlimited, a count, or a count on every variant). Otherwise its detail call is needed.
 */
export function isCompleteRow(row: StoredenProduct): boolean {
  if (!row.title || !(row.slug || row.url)) return false;
  if (row.unlimited === true || row.unlimited === 1 || row.data?.unlimited) return true;
  const variants = row.usevariants ? (row.variants ?? []) : [];
  if (variants.length > 0) return variants.every((v) => typeof v.stock_count === 'number');
  return typeof row.stock_count === 'number';
}

/**
 * Storeden's `update_at` as epoch seconds, or null when unreadable. Storeden's docs name the node
 * but show no value, so every shape a MongoDB-backed PHP API plausibly emits is read: epoch
 * seconds or milliseconds (number or digits), `{ sec }` / `{ $date }` objects, ISO dates, and
 * "YYYY-MM-DD HH:MM:SS" without a zone, read as UTC. A store on Italian time then looks one or two
 * hours newer than it is: a poll re-reads a product more, never misses one.
 *
 * @example storedenTimestamp('2026-11-20 10:00:00') // 1795168800
 */
export function storedenTimestamp(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? epochSeconds(value) : null;
  if (typeof value === 'string') {
    const raw = value.trim();
    if (/^\d+(\.\d+)?$/.test(raw)) return epochSeconds(Number(raw));
    const zoneless = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(raw);
    const at = Date.parse(zoneless ? `${raw.replace(' ', 'T')}Z` : raw);
    return Number.isNaN(at) ? null : Math.floor(at / 1000);
  }
  if (value && typeof value === 'object') {
    const record = value as { sec?: unknown; $date?: unknown };
    if (record.sec !== undefined) return storedenTimestamp(record.sec);
    if (record.$date !== undefined) return storedenTimestamp(record.$date);
  }
  return null;
}

function epochSeconds(value: number): number {
  // Past 10^11 seconds is year 5138: such a number is milliseconds.
  return Math.floor(value > 1e11 ? value / 1000 : value);
}

/**
 * The rows of a list answer. Storeden's list endpoints answer a bare array; an object wrapping
 * one (`items`, `data`, `products`) is accepted too, since the paginated list's envelope is not
 * shown in the public docs. Anything else (`{}`, a string, rows that are not records with a
 * `uid`) throws `platform-answer-invalid`: reading it as "no rows" would end a full import early
 * and sweep the catalogue.
 * @example storedenRows([{ uid: 1 }], 'products/list.json') // [{ uid: 1 }]
 */
export function storedenRows<T>(body: unknown, path: string): T[] {
  const rows = listOf(body);
  if (rows && rows.every(isRow)) return rows as T[];
  throw new PlatformError(
    'platform-answer-invalid',
    `Storeden answered ${path} with something that is not a list of rows`,
  );
}

function listOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body as unknown[];
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['items', 'data', 'products']) {
      if (Array.isArray(record[key])) return record[key] as unknown[];
    }
  }
  return null;
}

function isRow(row: unknown): boolean {
  return typeof row === 'object' && row !== null && 'uid' in row;
}

/** Category uid → name and parent, for paths; disabled and nameless categories are left out. */
export function categoryIndex(
  rows: readonly StoredenCategory[],
): Map<number, { name: string; parent: number }> {
  const index = new Map<number, { name: string; parent: number }>();
  for (const row of rows) {
    const name = row.name?.trim();
    if (!name || row.status === 0) continue;
    index.set(Number(row.uid), { name, parent: Number(row.parent ?? row.parentUID ?? 0) });
  }
  return index;
}

/** Brand uid → name; nameless brands are left out (a disabled brand still names its products). */
export function brandIndex(rows: readonly StoredenBrand[]): Map<number, string> {
  const index = new Map<number, string>();
  for (const row of rows) {
    const name = row.name?.trim();
    if (name) index.set(Number(row.uid), name);
  }
  return index;
}

/**
 * Runs `task` over `items` with at most `limit` at once, keeping the input order in the result.
 * @example await mapLimit(['1', '2'], 4, (id) => fetchOne(id))
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Storeden's error body (`{ error: <code>, message }`, which its PHP SDK reads whatever the HTTP
 * status) as what it means: 'not-found' for 404, a `PlatformError` for the rest, null when the
 * body is no error. Read even on a 200, so an error never passes for an empty list (an import
 * would then sweep the whole catalogue).
 */
export function storedenBodyError(body: unknown): PlatformError | 'not-found' | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  const code = typeof error === 'string' && /^\d+$/.test(error) ? Number(error) : error;
  if (typeof code !== 'number' || code <= 0) return null;
  if (code === 404) return 'not-found';
  const said = typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
  if (code === 401)
    return new PlatformError('platform-credentials-invalid', `Storeden refused the key${said}`);
  if (code === 403)
    return new PlatformError('platform-permission-missing', `Storeden refused a permission${said}`);
  if (code === 429 || code === 509)
    return new PlatformError('platform-rate-limited', `Storeden limited the rate${said}`);
  if (code >= 500)
    return new PlatformError('platform-unreachable', `Storeden answered error ${code}${said}`);
  return new PlatformError('platform-answer-invalid', `Storeden answered error ${code}${said}`);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  egrave: 'è',
  agrave: 'à',
  ograve: 'ò',
  ugrave: 'ù',
  igrave: 'ì',
  eacute: 'é',
};

/** HTML as plain text (tags dropped, entities decoded, spaces collapsed), at most 5000 chars. */
export function plainText(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, 5000) : undefined;
}
