import { describe, expect, it } from 'vitest';
import { LABELS_CSV_MAX_BYTES } from '../constants/layout.constants';
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
