import { foldText } from '@trova/engine';

/** `_highlightResult` of one text (docs/product/algolia-protocol.md#response). */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** `_snippetResult` of one text. */
export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/** The tags a query asked for, and the words it searched, folded as the engine folds them. */
export interface HighlightStyle {
  preTag: string;
  postTag: string;
  ellipsis: string;
  /** The query's folded words; the last one also matches as a prefix, as the engine matches it. */
  words: readonly string[];
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Whether a text holds a word (no `g` flag: `test` keeps no state). */
const WORD_TEST = /[\p{L}\p{N}]/u;

/**
 * The folded words of a query, in order, without repeats.
 * @example queryWords('Scarpe  Rossé') // ['scarpe', 'rosse']
 */
export function queryWords(query: string): string[] {
  return [...new Set(foldText(query).match(WORD) ?? [])];
}

interface Token {
  start: number;
  end: number;
  folded: string;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({
      start: match.index,
      end: match.index + match[0].length,
      folded: foldText(match[0]),
    });
  }
  return tokens;
}

/** A word of the text matches a query word when equal, or, for any word, when it starts with it. */
function matchedWord(token: string, words: readonly string[]): string | undefined {
  for (const word of words) if (token === word || token.startsWith(word)) return word;
  return undefined;
}

/** Levenshtein distance of two words, or 3 once it must exceed 2 (then not worth knowing). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const swap = a[i - 1] === b[j - 1] ? 0 : 1;
      next.push(Math.min((row[j] ?? 3) + 1, (next[j - 1] ?? 3) + 1, (row[j - 1] ?? 3) + swap));
    }
    if (Math.min(...next) > 2) return 3;
    row = next;
  }
  return Math.min(row[b.length] ?? 3, 3);
}

/**
 * The query word a highlighted word was matched to when it neither equals nor starts with one
 * (a typo or a stem): the engine highlights only words it matched, so the closest word gets it.
 * Closest: fewest edits (at most 2), else the longest common prefix (1 letter at least); ties go
 * to the first query word. A lone query word takes every highlighted word. Cost: the lengths of
 * the highlighted word and the query words only, never the text's.
 */
function closestWord(token: string, words: readonly string[]): string | undefined {
  if (words.length === 1) return words[0];
  let best: string | undefined;
  let bestEdits = 3;
  let bestPrefix = 0;
  for (const word of words) {
    const edits = editDistance(token, word);
    let prefix = 0;
    while (prefix < token.length && token[prefix] === word[prefix]) prefix++;
    if (edits < bestEdits || (bestEdits === 3 && edits === 3 && prefix > bestPrefix)) {
      [best, bestEdits, bestPrefix] = [word, edits, prefix];
    }
  }
  return best;
}

/**
 * Ranges of the words matching the query, for texts the engine did not highlight (list elements,
 * fields it does not search): whole words equal to or starting with a query word.
 */
export function ownRanges(text: string, words: readonly string[]): [number, number][] {
  if (words.length === 0) return [];
  // Most texts hold none of the words: one fold of the whole text rules them out cheaply.
  const folded = foldText(text);
  if (!words.some((word) => folded.includes(word))) return [];
  const ranges: [number, number][] = [];
  for (const token of tokensOf(text)) {
    if (matchedWord(token.folded, words) !== undefined) ranges.push([token.start, token.end]);
  }
  return ranges;
}

/** The text with each range wrapped in the tags; ranges sorted, overlapping ones merged. */
function wrap(
  text: string,
  ranges: readonly (readonly [number, number])[],
  style: HighlightStyle,
  from = 0,
  to = text.length,
): string {
  let out = '';
  let at = from;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  for (let i = 0; i < sorted.length; i++) {
    let [start, end] = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1]![0] <= end) end = Math.max(end, sorted[++i]![1]);
    start = Math.max(start, at);
    end = Math.min(end, to);
    if (start >= end) continue;
    out += `${text.slice(at, start)}${style.preTag}${text.slice(start, end)}${style.postTag}`;
    at = end;
  }
  return out + text.slice(at, to);
}

function inRanges(token: Token, ranges: readonly (readonly [number, number])[]): boolean {
  return ranges.some(([start, end]) => start <= token.start && token.end <= end);
}

/**
 * One text's `_highlightResult`: the ranges (the engine's, or `ownRanges`) wrapped in exactly the
 * tags sent; `matchedWords` the query words found in the highlighted words (equal, prefixed, or
 * the closest one: see `closestWord`); `full` when every query word was found, `partial` when
 * some text matched, `none` otherwise.
 * @example highlight('Scarpe rosse', [[0, 6]], style).value // '<em>Scarpe</em> rosse'
 */
export function highlight(
  text: string,
  ranges: readonly (readonly [number, number])[],
  style: HighlightStyle,
): HighlightResult {
  if (ranges.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  // Only the highlighted stretches are folded, and the rest only tested for a word: texts such
  // as descriptions are long, their matches short.
  const matched = new Set<string>();
  let covered = true;
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start > at && WORD_TEST.test(text.slice(at, start))) covered = false;
    for (const word of foldText(text.slice(start, end)).match(WORD) ?? []) {
      const found = matchedWord(word, style.words) ?? closestWord(word, style.words);
      if (found !== undefined) matched.add(found);
    }
    at = Math.max(at, end);
  }
  if (at < text.length && WORD_TEST.test(text.slice(at))) covered = false;
  const matchedWords = style.words.filter((word) => matched.has(word));
  const full = style.words.length > 0 && matchedWords.length === style.words.length;
  return {
    value: wrap(text, ranges, style),
    matchLevel: full ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: covered,
  };
}

/**
 * One text's `_snippetResult`: at most `words` words around the first highlighted one, with the
 * ellipsis where words were cut, highlighted as `highlight` does.
 * @example snippet('a b c d e', [[4, 5]], 3, style).value // '… b <em>c</em> d …'
 */
export function snippet(
  text: string,
  ranges: readonly (readonly [number, number])[],
  words: number,
  style: HighlightStyle,
): SnippetResult {
  const tokens = tokensOf(text);
  const level = ranges.length === 0 ? 'none' : highlight(text, ranges, style).matchLevel;
  if (tokens.length <= words) return { value: wrap(text, ranges, style), matchLevel: level };
  const first = Math.max(
    0,
    tokens.findIndex((token) => inRanges(token, ranges)),
  );
  const start = Math.max(0, Math.min(first - Math.floor((words - 1) / 2), tokens.length - words));
  const end = Math.min(tokens.length, start + Math.max(1, words));
  const from = start === 0 ? 0 : tokens[start]!.start;
  const to = end === tokens.length ? text.length : tokens[end - 1]!.end;
  const before = start === 0 ? '' : style.ellipsis;
  const after = end === tokens.length ? '' : style.ellipsis;
  return { value: `${before}${wrap(text, ranges, style, from, to)}${after}`, matchLevel: level };
}
