import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LABELS_CSV_MAX_BYTES, LABELS_CSV_MAX_ROWS } from '../constants/layout.constants';
import { facetLabelsUploadSchema } from '../shops/integration.schema';
import { checkLabelsCsvFile, labelsCsvRows, labelsUploadBody } from './labels-csv.rules';

describe('labels CSV file', () => {
  it('accepts a .csv name or the text/csv type, up to 5 MB', () => {
    expect(checkLabelsCsvFile({ name: 'labels.CSV', type: '', size: 1 })).toBeNull();
    expect(checkLabelsCsvFile({ name: 'labels', type: 'text/csv', size: 1 })).toBeNull();
    expect(checkLabelsCsvFile({ name: 'labels.txt', type: 'text/plain', size: 1 })).toBe('not-csv');
    expect(checkLabelsCsvFile({ name: 'a.csv', type: '', size: LABELS_CSV_MAX_BYTES })).toBeNull();
    expect(checkLabelsCsvFile({ name: 'a.csv', type: '', size: LABELS_CSV_MAX_BYTES + 1 })).toBe(
      'too-large',
    );
  });
});

describe('labels CSV rows', () => {
  it('reads facet,label rows, skipping a header; a later row wins', () => {
    expect(
      labelsCsvRows([
        ['Facet', 'Label'],
        [' colour ', ' Colore '],
        ['size', 'Taglia'],
        ['colour', 'Tinta'],
      ]),
    ).toEqual({
      ok: true,
      rows: [
        { facet: 'size', label: 'Taglia' },
        { facet: 'colour', label: 'Tinta' },
      ],
    });
  });

  it('answers the first bad line', () => {
    expect(labelsCsvRows([['colour', 'Colore'], ['size']])).toEqual({ ok: false, line: 2 });
    expect(labelsCsvRows([[' ', 'x']])).toEqual({ ok: false, line: 1 });
  });

  it('sends facet name → label', () => {
    expect(labelsUploadBody([{ facet: 'colour', label: 'Colore' }])).toEqual({
      facets: { colour: 'Colore' },
    });
  });
});

/** The rows rule spelled out: for each facet its last label, in the order of last mention. */
function naiveRows(cells: string[][]) {
  const rows = cells.map(([facet = '', label = '']) => ({
    facet: facet.trim(),
    label: label.trim(),
  }));
  return rows.filter(
    (row, index) => !rows.slice(index + 1).some((later) => later.facet === row.facet),
  );
}

describe('labels CSV at its cap', () => {
  it('keeps the same rows as the spelled-out rule on random small files', () => {
    const cell = fc.constantFrom('a', ' a', 'b', 'c ', 'x', 'y');
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { maxLength: 12 }), (pairs) => {
        const cells = pairs.map(([facet, label]) => [facet, label]);
        expect(labelsCsvRows(cells)).toEqual({ ok: true, rows: naiveRows(cells) });
      }),
      { seed: 32, numRuns: 300 },
    );
  });

  it('reads a file of the most rows, and refuses one more', () => {
    const cells = Array.from({ length: LABELS_CSV_MAX_ROWS }, (_, i) => [`f${i % 100}`, `l${i}`]);
    const read = labelsCsvRows([['facet', 'label'], ...cells]);
    expect(read.ok && read.rows).toHaveLength(100);
    expect(read.ok && read.rows.at(-1)).toEqual({
      facet: 'f99',
      label: `l${LABELS_CSV_MAX_ROWS - 1}`,
    });
    expect(labelsCsvRows([...cells, ['f0', 'more']])).toEqual({
      ok: false,
      tooMany: LABELS_CSV_MAX_ROWS,
    });
  });

  it('caps the labels one upload stores', () => {
    const facets = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, `l${i}`]));
    expect(facetLabelsUploadSchema.safeParse({ facets: facets(LABELS_CSV_MAX_ROWS) }).success).toBe(
      true,
    );
    const over = facetLabelsUploadSchema.safeParse({ facets: facets(LABELS_CSV_MAX_ROWS + 1) });
    expect(over.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
  });
});
