import {
  SEO_FILTERS_MAX,
  SEO_TRANSLATIONS_MAX,
  seoCsvRowSchema,
  type SeoCsvRow,
} from '@trova/contracts';
import Papa from 'papaparse';

export type SeoCsvResult =
  { ok: true; rows: SeoCsvRow[] } | { ok: false; line: number } | { ok: false; tooMany: true };

const HEADER = ['filter', 'value', 'translation'];

function isHeader(cells: readonly string[]): boolean {
  return HEADER.every((name, index) => cells[index]?.trim().toLowerCase() === name);
}

/**
 * Reads the SEO CSV: rows of filter, value, translation
 * (docs/product/search-setup.md#seo-friendly-urls), with an optional header row. Comma and
 * semicolon separators are both detected. Answers the first bad line (1-based) when a row lacks a
 * filter or has fewer than three cells; `tooMany` past the SEO caps (SEO_TRANSLATIONS_MAX rows,
 * SEO_FILTERS_MAX filters), which the server would refuse.
 */
export function parseSeoCsv(text: string): SeoCsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows: SeoCsvRow[] = [];
  const filters = new Set<string>();
  for (const [index, cells] of parsed.data.entries()) {
    if (index === 0 && isHeader(cells)) continue;
    const row = seoCsvRowSchema.safeParse({
      filter: cells[0]?.trim(),
      value: cells[1]?.trim(),
      translation: cells[2]?.trim(),
    });
    if (!row.success || cells.length < 3) return { ok: false, line: index + 1 };
    rows.push(row.data);
    filters.add(row.data.filter);
    if (rows.length > SEO_TRANSLATIONS_MAX || filters.size > SEO_FILTERS_MAX) {
      return { ok: false, tooMany: true };
    }
  }
  return { ok: true, rows };
}

/** A picked file's text; FileReader rather than `Blob.text` so older browsers read it too. */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}
