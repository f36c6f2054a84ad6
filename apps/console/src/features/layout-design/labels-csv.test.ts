import { describe, expect, it } from 'vitest';
import { parseLabelsCsv, readLabelsFile } from './labels-csv';

describe('labels CSV', () => {
  it('reads the file as ISO-8859-1', async () => {
    // "colore,Città" in Latin-1: à is the single byte 0xE0.
    const bytes = new Uint8Array([...'colore,Citt'].map((c) => c.charCodeAt(0)).concat(0xe0));
    expect(await readLabelsFile(new Blob([bytes]))).toBe('colore,Città');
  });

  it('parses facet,label rows with either separator, header optional', () => {
    expect(parseLabelsCsv('facet;label\ncolour;Colore\n\nsize;Taglia\n')).toEqual({
      ok: true,
      rows: [
        { facet: 'colour', label: 'Colore' },
        { facet: 'size', label: 'Taglia' },
      ],
    });
    expect(parseLabelsCsv('colour,Colore\nsize\n')).toEqual({ ok: false, line: 2 });
  });
});
