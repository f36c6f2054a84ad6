import { describe, expect, it } from 'vitest';
import { jsonLines } from './shopify-bulk';

/** Chunks as a socket hands them over, one at a time. */
async function* chunks(parts: Buffer[]): AsyncIterable<Buffer> {
  for (const part of parts) yield await Promise.resolve(part);
}

describe('jsonLines', () => {
  it('cuts lines across chunks, a UTF-8 character split between two included', async () => {
    const text = Buffer.from('{"title":"Sacco a pelo -5°"}\n\n{"title":"Perù"}\r\n{"last":true}');
    // Split inside "°" (two bytes) and inside a line.
    const cut = text.indexOf(Buffer.from('°')) + 1;
    const lines: string[] = [];
    for await (const line of jsonLines(
      chunks([text.subarray(0, cut), text.subarray(cut, 40), text.subarray(40)]),
    )) {
      lines.push(line);
    }
    expect(lines).toEqual(['{"title":"Sacco a pelo -5°"}', '{"title":"Perù"}', '{"last":true}']);
  });
});
