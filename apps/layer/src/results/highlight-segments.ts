export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Splits a field's text by the search's highlight ranges (`highlights[field]`: [start, end) in
 * the text, docs/product/search-api.md#answer). Ranges are clamped to the text, sorted and merged,
 * so an odd answer never duplicates or loses characters. The segments become text nodes: catalogue
 * text is never parsed as HTML.
 *
 * @example
 * highlightSegments('Running shoe', [[8, 12]]);
 * // [{ text: 'Running ', match: false }, { text: 'shoe', match: true }]
 */
export function highlightSegments(
  text: string,
  ranges: readonly (readonly [number, number])[] | undefined,
): TextSegment[] {
  const clean = (ranges ?? [])
    .map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const [start, end] of clean) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) segments.push({ text: text.slice(cursor, from), match: false });
    const last = segments[segments.length - 1];
    if (last?.match && from === cursor) last.text += text.slice(from, end);
    else segments.push({ text: text.slice(from, end), match: true });
    cursor = end;
  }
  if (cursor < text.length || segments.length === 0) {
    segments.push({ text: text.slice(cursor), match: false });
  }
  return segments;
}
