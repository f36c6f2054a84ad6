import type { SeoCsvRow, SeoSettings, SeoUpload } from '@trova/contracts';

export type SeoItem = SeoSettings['selectedList'][number];

/**
 * The SEO CSV must be a .csv file (docs/product/search-setup.md#seo-friendly-urls); the name
 * decides, since browsers report CSV files under several MIME types.
 * @example isSeoCsvFile({ name: 'seo.CSV' }) // true
 */
export function isSeoCsvFile(file: { name: string }): boolean {
  return /\.csv$/i.test(file.name.trim());
}

/** `POST shops/{id}/seo` body: filter → value → translation; a later row wins over an earlier one. */
export function seoUploadBody(rows: readonly SeoCsvRow[]): SeoUpload {
  // Maps, not a spread copy per row: linear in the rows.
  const byFilter = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const values = byFilter.get(row.filter) ?? new Map<string, string>();
    values.set(row.value, row.translation);
    byFilter.set(row.filter, values);
  }
  // fromEntries defines own properties, so a filter named `__proto__` stays data.
  const seo = [...byFilter].map(([filter, values]): [string, Record<string, string>] => [
    filter,
    Object.fromEntries(values),
  ]);
  return { seo: Object.fromEntries(seo) };
}

/**
 * The SEO ordering list for the current facets: saved items keep their order and state, new facets
 * are appended inactive and items that are no longer facets are dropped.
 */
export function seoOrdering(saved: readonly SeoItem[], facets: readonly string[]): SeoItem[] {
  const kept = saved.filter((item) => facets.includes(item.name));
  const added = facets
    .filter((name) => !kept.some((item) => item.name === name))
    .map((name) => ({ name, active: false }));
  return [...kept, ...added];
}

/**
 * Moves an item one place among the active items (only active items move:
 * docs/product/search-setup.md#seo-friendly-urls); inactive items keep their positions. Answers the
 * list unchanged when the move is not possible.
 * @example moveSeoItem([{ name: 'a', active: true }, { name: 'b', active: true }], 1, -1)[0].name // 'b'
 */
export function moveSeoItem(list: readonly SeoItem[], index: number, step: -1 | 1): SeoItem[] {
  const item = list[index];
  if (!item?.active) return [...list];
  let target = index + step;
  while (target >= 0 && target < list.length && !list[target]?.active) target += step;
  const other = list[target];
  if (!other) return [...list];
  const next = [...list];
  next[index] = other;
  next[target] = item;
  return next;
}

/** Whether an item can move one place in a direction. */
export function canMoveSeoItem(list: readonly SeoItem[], index: number, step: -1 | 1): boolean {
  return moveSeoItem(list, index, step).some((item, position) => item !== list[position]);
}
