import { catalogueProductSchema, type CatalogueProduct } from '@trova/contracts';

/** A shop as the index knows it: by id in storage, by public key in the registry. */
export interface ChangedShop {
  id: string;
  key: string;
}

/**
 * What one process tells the others after it changed a shop's index (docs/architecture.md,
 * "Several processes"): a catalogue delta or a replaced catalogue, by catalogue version; a saved
 * configuration, by revision; publishing; a new build of learned signals, by version; a deleted
 * shop. `delta-ref` stands for a delta too large
 * for a notification: the receiver reads it from `index_changes` by version.
 */
export type IndexChange =
  | {
      kind: 'delta';
      shop: ChangedShop;
      version: number;
      upserts: readonly CatalogueProduct[];
      deletes: readonly string[];
    }
  | { kind: 'delta-ref'; shop: ChangedShop; version: number }
  | { kind: 'full'; shop: ChangedShop; version: number }
  | { kind: 'configuration'; shop: ChangedShop; revision: number }
  | { kind: 'published'; shop: ChangedShop; published: boolean }
  | { kind: 'learning'; shop: ChangedShop; version: number }
  | { kind: 'forget'; shop: ChangedShop };

/** A change with the process that made it, so that process skips its own notification. */
export interface ChangeMessage {
  origin: string;
  change: IndexChange;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a little room is kept. */
export const MAX_PAYLOAD_BYTES = 7900;

/**
 * The notification text of a change: inline while it fits in `maxBytes` (UTF-8), otherwise a
 * delta goes as a `delta-ref` to the row the publisher wrote.
 * @example pg_notify(channel, encodeChange({ origin: 'p1', change }))
 */
export function encodeChange(message: ChangeMessage, maxBytes = MAX_PAYLOAD_BYTES): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  const { change } = message;
  if (change.kind !== 'delta') {
    // Only deltas carry products; the other changes are a few hundred bytes at most.
    throw new Error(`index change '${change.kind}' does not fit a notification`);
  }
  const ref: IndexChange = { kind: 'delta-ref', shop: change.shop, version: change.version };
  return JSON.stringify({ origin: message.origin, change: ref });
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shopOf(value: unknown): ChangedShop | undefined {
  if (!isFields(value) || typeof value.id !== 'string' || typeof value.key !== 'string') {
    return undefined;
  }
  return { id: value.id, key: value.key };
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The products of a delta, checked as the push API checks them; undefined when one fails. */
export function productsOf(value: unknown): CatalogueProduct[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const parsed = value.map((item) => catalogueProductSchema.safeParse(item));
  return parsed.every((result) => result.success) ? parsed.map((result) => result.data) : undefined;
}

/** Product ids of a delta's deletes; undefined unless every one is a string. */
export function idsOf(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((id): id is string => typeof id === 'string');
  return ids.length === value.length ? ids : undefined;
}

function changeOf(value: unknown): IndexChange | undefined {
  if (!isFields(value)) return undefined;
  const shop = shopOf(value.shop);
  if (!shop) return undefined;
  const version = count(value.version);
  switch (value.kind) {
    case 'delta': {
      const upserts = productsOf(value.upserts);
      const deletes = idsOf(value.deletes);
      if (version === undefined || !upserts || !deletes) return undefined;
      return { kind: 'delta', shop, version, upserts, deletes };
    }
    case 'delta-ref':
    case 'full':
      return version === undefined ? undefined : { kind: value.kind, shop, version };
    case 'configuration': {
      const revision = count(value.revision);
      return revision === undefined ? undefined : { kind: 'configuration', shop, revision };
    }
    case 'published':
      return typeof value.published === 'boolean'
        ? { kind: 'published', shop, published: value.published }
        : undefined;
    case 'learning':
      return version === undefined ? undefined : { kind: 'learning', shop, version };
    case 'forget':
      return { kind: 'forget', shop };
    default:
      return undefined;
  }
}

/**
 * Reads a notification's text back; undefined for anything that is not a well-formed change (a
 * newer process's kind, a foreign writer on the channel), which the receiver logs and skips.
 * @example const message = decodeChange(notification.payload ?? '');
 */
export function decodeChange(text: string): ChangeMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isFields(value) || typeof value.origin !== 'string') return undefined;
  const change = changeOf(value.change);
  return change ? { origin: value.origin, change } : undefined;
}

/**
 * What a process does with a catalogue change of `version` while its index holds `indexVersion`
 * (undefined: no index): `apply` the next version; skip a `stale` one it already holds; a `gap`
 * means it missed versions in between and catches up; `absent` means it has no index to change.
 * @example deltaStep(6, 7) // 'apply'
 */
export function deltaStep(
  indexVersion: number | undefined,
  version: number,
): 'apply' | 'stale' | 'gap' | 'absent' {
  if (indexVersion === undefined) return 'absent';
  if (version <= indexVersion) return 'stale';
  return version === indexVersion + 1 ? 'apply' : 'gap';
}

/**
 * Whether `versions` (ascending, as read from `index_changes`) are exactly every version after
 * `from` up to `to`, so replaying them brings an index from `from` to `to`.
 * @example coversVersions(4, 6, [5, 6]) // true
 */
export function coversVersions(from: number, to: number, versions: readonly number[]): boolean {
  if (versions.length !== to - from) return false;
  return versions.every((version, at) => version === from + 1 + at);
}
