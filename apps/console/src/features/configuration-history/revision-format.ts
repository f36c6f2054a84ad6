import type { ConfigurationChange, ConfigurationRevision } from '@trova/contracts';

/** Longest value shown in a diff line; the full value is one hover away (title). */
export const COMPACT_VALUE_MAX = 60;

/**
 * A change's path from the configuration's root, as a reader writes it.
 * @example changePath(['fineTuning', 'synonyms', 0]) // 'fineTuning.synonyms[0]'
 */
export function changePath(path: ConfigurationChange['path']): string {
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      return index === 0 ? part : `.${part}`;
    })
    .join('');
}

function fullValue(value: unknown): string {
  if (value === undefined) return '—';
  if (Array.isArray(value)) return `[${value.map((item) => fullValue(item)).join(', ')}]`;
  // Changes carry JSON values: strings come out quoted, objects as JSON, the rest as written.
  return JSON.stringify(value) ?? '—';
}

/**
 * A value on one short line: strings quoted, lists bracketed, objects as JSON, cut with '…' past
 * `max` characters; an absent value (an added or removed one) is '—'.
 * @example compactValue(['tv', 'television']) // '["tv", "television"]'
 */
export function compactValue(value: unknown, max: number = COMPACT_VALUE_MAX): string {
  const text = fullValue(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The whole value, for the title of a cut one; undefined when nothing was cut. */
export function fullValueTitle(
  value: unknown,
  max: number = COMPACT_VALUE_MAX,
): string | undefined {
  const text = fullValue(value);
  return text.length > max ? text : undefined;
}

/**
 * Changes the server counted but did not list (it lists at most REVISION_CHANGES_LIMIT).
 * @example hiddenChanges({ changeCount: 250, changes: new Array(200) }) // 50
 */
export function hiddenChanges(revision: Pick<ConfigurationRevision, 'changeCount' | 'changes'>) {
  return Math.max(0, revision.changeCount - revision.changes.length);
}

/**
 * A revision's moment in the interface language, e.g. '12 Mar 2026, 14:05'.
 */
export function absoluteTime(createdAtSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    createdAtSeconds * 1000,
  );
}
