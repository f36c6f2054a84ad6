import {
  FEED_ITEM_ERROR_CODES,
  FEED_LIMIT_NAMES,
  FEED_LIMITS,
  PLATFORM_ERROR_CODES,
  type FeedLimitName,
} from '@trova/contracts';
import type { TFunction } from 'i18next';
import { formatCount } from '../../lib/format/number-format';

/** One line of a notification's detail: a translated label, its value and, for lists, the first entries. */
export interface DetailLine {
  key: LabelKey;
  label: string;
  value: string;
  entries: string[];
}

/** How many entries of a list (item errors, warnings, products) the modal shows; the count says the rest. */
export const DETAIL_ENTRIES_SHOWN = 5;

const OUTCOMES = ['complete', 'partial', 'failed'] as const;
/**
 * Shopify's install codes (docs/product/onboarding.md#platform): worded here too, should the server
 * ever store one as a Shopify shop's sync failure.
 */
const SHOPIFY_REASONS = [
  'shopify-not-configured',
  'shopify-oauth-invalid',
  'shopify-state-expired',
  'shopify-domain-invalid',
  'shopify-store-connected',
] as const;
/**
 * Sync failure codes explained in words (notifications.detail.reasons); the shop alerts use them
 * too. A platform shop fails with a platform code (the store refused the keys, cannot be reached…).
 */
export const WORDED_SYNC_REASONS = [
  'feed-malformed',
  'feed-too-large',
  'feed-too-slow',
  'feed-limit-exceeded',
  'feed-not-found',
  'feed-unreachable',
  'feed-timeout',
  'feed-url-invalid',
  'feed-url-forbidden',
  'shop-not-found',
  'internal-error',
  ...PLATFORM_ERROR_CODES,
  ...SHOPIFY_REASONS,
] as const;
const WARNING_KINDS = ['bare-ampersand', 'undeclared-entity', 'control-character'] as const;
const FORMATS = ['rss', 'atom', 'tsv'] as const;
const COUNTS = ['items', 'products', 'skus', 'deleted'] as const;
type LabelKey =
  | 'outcome'
  | 'reason'
  | 'limit'
  | 'format'
  | (typeof COUNTS)[number]
  | 'itemErrors'
  | 'warnings'
  | 'lostProducts'
  | 'lostItems';
type WarningKind = (typeof WARNING_KINDS)[number];

type Detail = Readonly<Record<string, unknown>>;

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

function records(value: unknown): Detail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is Detail =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry),
  );
}

function numberOf(detail: Detail, key: string): number | null {
  const value = detail[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function itemName(t: TFunction, entry: Detail): string {
  const position = typeof entry.index === 'number' ? entry.index + 1 : null;
  const id = typeof entry.id === 'string' ? entry.id : null;
  if (id !== null) return t('notifications.detail.itemWithId', { id });
  if (position !== null)
    return t('notifications.detail.itemAt', { position: formatCount(position) });
  return t('notifications.detail.outsideItems');
}

/**
 * Why an item was skipped, worded from its code; the server's own reason is English for its log,
 * so an entry without a known code gets the generic words (docs/product/translation.md).
 */
function itemProblem(t: TFunction, entry: Detail): string {
  const field = typeof entry.field === 'string' ? entry.field : '';
  if (
    !oneOf(FEED_ITEM_ERROR_CODES, entry.code) ||
    (field === '' && entry.code.startsWith('field-'))
  ) {
    return t('notifications.detail.itemErrorCodes.unknown');
  }
  return t(`notifications.detail.itemErrorCodes.${entry.code}`, { field });
}

function limitText(t: TFunction, name: FeedLimitName): string {
  const label = t(`notifications.detail.limits.${name}`);
  if (!(name in FEED_LIMITS)) return label;
  const value = FEED_LIMITS[name as keyof typeof FEED_LIMITS];
  return t('notifications.detail.limitValue', { limit: label, value: formatCount(value) });
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/**
 * The detail of a notification as the owner reads it (docs/product/notifications.md#detail): known
 * fields translated and in a fixed order, empty lists left out, and never a raw key; a server
 * message is shown only when its code has no translation of its own.
 */
export function notificationDetailLines(t: TFunction, detail: Detail | null): DetailLine[] {
  if (!detail) return [];
  const lines: DetailLine[] = [];
  const line = (key: LabelKey, value: string): void => {
    lines.push({ key, label: t(`notifications.detail.labels.${key}`), value, entries: [] });
  };
  // A list with its total: an empty list (`[]`) with no total is left out.
  const list = (key: LabelKey, total: number | null, entries: string[]): void => {
    const count = total ?? entries.length;
    if (count === 0) return;
    lines.push({
      key,
      label: t(`notifications.detail.labels.${key}`),
      value: formatCount(count),
      entries: entries.slice(0, DETAIL_ENTRIES_SHOWN),
    });
  };
  const { outcome, code, limit, format } = detail;
  if (oneOf(OUTCOMES, outcome)) line('outcome', t(`notifications.detail.outcomes.${outcome}`));
  if (oneOf(WORDED_SYNC_REASONS, code)) line('reason', t(`notifications.detail.reasons.${code}`));
  else if ([code, detail.message, detail.error].some((text) => typeof text === 'string')) {
    // The server's message is English for its log: an unknown reason gets the generic words.
    line('reason', t('notifications.detail.reasons.other'));
  }
  if (oneOf(FEED_LIMIT_NAMES, limit)) line('limit', limitText(t, limit));
  if (oneOf(FORMATS, format)) line('format', format.toUpperCase());
  for (const key of COUNTS) {
    const value = numberOf(detail, key);
    if (value !== null) line(key, formatCount(value));
  }
  const errors = records(detail.itemErrors).map((entry) =>
    t('notifications.detail.itemError', {
      item: itemName(t, entry),
      reason: itemProblem(t, entry),
    }),
  );
  list('itemErrors', numberOf(detail, 'itemErrorCount'), errors);
  const warnings = records(detail.warnings).flatMap((entry) => {
    const kind: unknown = entry.kind;
    if (!oneOf<WarningKind>(WARNING_KINDS, kind)) return [];
    const times = typeof entry.count === 'number' ? entry.count : 1;
    return [
      t('notifications.detail.warning', {
        item: itemName(t, entry),
        kind: t(`notifications.detail.warningKinds.${kind}`),
        times: formatCount(times),
      }),
    ];
  });
  list('warnings', numberOf(detail, 'warningCount'), warnings);
  if (Array.isArray(detail.products)) {
    list('lostProducts', numberOf(detail, 'productCount'), strings(detail.products));
  }
  if (Array.isArray(detail.items)) {
    list('lostItems', numberOf(detail, 'itemCount'), strings(detail.items));
  }
  return lines;
}
