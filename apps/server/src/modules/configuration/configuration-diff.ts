import {
  CONFIGURATION_SECTIONS,
  type ConfigurationChange,
  type ConfigurationSection,
} from '@trova/contracts';
import { jsonEqual } from '../../kernel/json-equal';
import type { ShopConfiguration } from './configuration-document';

type Path = ConfigurationChange['path'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(before: unknown, after: unknown, path: Path, out: ConfigurationChange[]): void {
  if (jsonEqual(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const here = [...path, key];
      if (!Object.hasOwn(after, key))
        out.push({ path: here, kind: 'removed', before: before[key] });
      else if (!Object.hasOwn(before, key))
        out.push({ path: here, kind: 'added', after: after[key] });
      else walk(before[key], after[key], here, out);
    }
    return;
  }
  // Arrays are whole values: a reordered or edited list reads as one change, as the owner sees it.
  if (before === null || before === undefined) out.push({ path, kind: 'added', after });
  else if (after === null || after === undefined) out.push({ path, kind: 'removed', before });
  else out.push({ path, kind: 'changed', before, after });
}

/**
 * What changed between two configurations, as paths from the root (`['fineTuning', 'weights',
 * 'title']`). A section saved for the first time is one `added` change.
 * @example diffConfigurations(a, { ...a, fineTuning: { ...f, stopwords: ['il'] } })
 * // [{ path: ['fineTuning', 'stopwords'], kind: 'changed', before: [], after: ['il'] }]
 */
export function diffConfigurations(
  before: ShopConfiguration,
  after: ShopConfiguration,
): ConfigurationChange[] {
  const out: ConfigurationChange[] = [];
  for (const section of CONFIGURATION_SECTIONS)
    walk(before[section], after[section], [section], out);
  return out;
}

/** Sections with at least one change, in the product's section order. */
export function changedSections(changes: readonly ConfigurationChange[]): ConfigurationSection[] {
  const touched = new Set(changes.map((change) => change.path[0]));
  return CONFIGURATION_SECTIONS.filter((section) => touched.has(section));
}
