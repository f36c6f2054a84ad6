import { LABELS_CSV_ENCODING, labelsCsvRows, type LabelsCsvRowsResult } from '@trova/contracts';
import Papa from 'papaparse';

/**
 * Reads a labels CSV's text into `facet,label` rows (docs/product/layout-design.md#dynamic-facets-and-labels);
 * comma and semicolon separators are both detected, the rows' rules are the contracts'.
 */
export function parseLabelsCsv(text: string): LabelsCsvRowsResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return labelsCsvRows(parsed.data);
}

/**
 * A picked labels file's text, decoded as ISO-8859-1: the spreadsheets shops export labels from
 * write Latin-1, where a UTF-8 reading would garble every accented label.
 */
export function readLabelsFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file, LABELS_CSV_ENCODING);
  });
}
