import {
  CSV_EXTENSION,
  LABELS_CSV_MAX_BYTES,
  LABELS_CSV_MAX_ROWS,
  LABELS_CSV_MIME,
} from '../constants/layout.constants';
import type { FacetLabelsUpload } from '../shops/integration.schema';
import type { LabelsCsvRow } from '../shops/layout-facets.schema';

export type LabelsCsvFileProblem = 'not-csv' | 'too-large';

/**
 * Whether a picked file may be a labels CSV (docs/product/layout-design.md#dynamic-facets-and-labels):
 * a `.csv` name or the `text/csv` type, at most 5 MB. Answers the problem, or null.
 * @example checkLabelsCsvFile({ name: 'labels.CSV', type: '', size: 10 }) // null
 */
export function checkLabelsCsvFile(file: {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}): LabelsCsvFileProblem | null {
  const csv =
    file.name.trim().toLowerCase().endsWith(CSV_EXTENSION) ||
    file.type.toLowerCase() === LABELS_CSV_MIME;
  if (!csv) return 'not-csv';
  if (file.size > LABELS_CSV_MAX_BYTES) return 'too-large';
  return null;
}

const HEADER = ['facet', 'label'];

export type LabelsCsvRowsResult =
  | { ok: true; rows: LabelsCsvRow[] }
  | { ok: false; line: number }
  | { ok: false; tooMany: typeof LABELS_CSV_MAX_ROWS };

/**
 * A labels CSV's parsed cells as `facet,label` rows, trimmed; an optional `facet,label` header is
 * skipped. Answers the first bad line (1-based): fewer than two cells, or an empty facet; or
 * `tooMany` past LABELS_CSV_MAX_ROWS rows. A facet named twice keeps its last label. Linear: each
 * row is one map update.
 * @example labelsCsvRows([['colour', 'Colore']]) // { ok: true, rows: [{ facet: 'colour', label: 'Colore' }] }
 */
export function labelsCsvRows(cells: readonly (readonly string[])[]): LabelsCsvRowsResult {
  const byFacet = new Map<string, LabelsCsvRow>();
  let rows = 0;
  for (const [index, line] of cells.entries()) {
    const [facet = '', label = ''] = line.map((cell) => cell.trim());
    if (index === 0 && HEADER.every((name, at) => line[at]?.trim().toLowerCase() === name))
      continue;
    if (line.length < 2 || facet === '') return { ok: false, line: index + 1 };
    rows += 1;
    if (rows > LABELS_CSV_MAX_ROWS) return { ok: false, tooMany: LABELS_CSV_MAX_ROWS };
    byFacet.delete(facet);
    byFacet.set(facet, { facet, label });
  }
  return { ok: true, rows: [...byFacet.values()] };
}

/**
 * `POST shops/{id}/facets` body for the rows: facet name → label.
 * @example labelsUploadBody([{ facet: 'colour', label: 'Colore' }]) // { facets: { colour: 'Colore' } }
 */
export function labelsUploadBody(rows: readonly LabelsCsvRow[]): FacetLabelsUpload {
  return { facets: Object.fromEntries(rows.map((row) => [row.facet, row.label])) };
}
