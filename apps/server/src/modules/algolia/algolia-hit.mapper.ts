import type { Hit, HitExplanation } from '@trova/engine';
import { highlight, ownRanges, snippet, type HighlightStyle } from './algolia-highlight';
import { attributesJson, INTERNAL, json, shown } from './algolia-hit-attributes';

export {
  attributesJson,
  categoryLabel,
  LEVEL_SEPARATOR,
  sharesAttributes,
} from './algolia-hit-attributes';

/** What of a query shapes its hits (docs/product/algolia-protocol.md#response). */
export interface HitOptions {
  /** Attributes each hit carries; undefined or `*`: all the product's. */
  retrieve: ReadonlySet<string> | undefined;
  /** Attributes in `_highlightResult`; `*` for every text attribute. */
  highlight: readonly string[];
  /** Attributes in `_snippetResult`, with the words each keeps. */
  snippet: readonly { name: string; words: number }[];
  style: HighlightStyle;
  /** The category facets, whose paths (`Donna/Scarpe`) hits show as `Donna > Scarpe`. */
  categories: ReadonlySet<string>;
  rankingInfo: boolean;
}

function textResult(
  name: string,
  text: string,
  hit: Hit,
  options: HitOptions,
  element: boolean,
): [number, number][] {
  // The engine highlighted this very string when it searches the field; list elements, category
  // labels (rewritten) and other fields are matched word by word (`ownRanges`).
  const engine = element || options.categories.has(name) ? undefined : hit.highlights?.[name];
  return engine ?? ownRanges(text, options.style.words);
}

/** `{ value, matchLevel: 'none', matchedWords: [] }` as JSON: most texts match no word. */
function unmatchedJson(text: string): string {
  return `{"value":${json(text)},"matchLevel":"none","matchedWords":[]}`;
}

/** One text's `_highlightResult` JSON, written directly when nothing matched. */
function textHighlightJson(
  name: string,
  text: string,
  hit: Hit,
  options: HitOptions,
  element: boolean,
): string {
  const ranges = textResult(name, text, hit, options, element);
  return ranges.length === 0 ? unmatchedJson(text) : json(highlight(text, ranges, options.style));
}

/** The JSON of `_highlightResult[name]`; undefined for a value that is neither text nor a list. */
function highlightJson(
  name: string,
  value: unknown,
  hit: Hit,
  options: HitOptions,
): string | undefined {
  if (typeof value === 'string') return textHighlightJson(name, value, hit, options, false);
  if (!Array.isArray(value)) return undefined;
  let out = '';
  for (const item of value as unknown[]) {
    out += `${out === '' ? '' : ','}${
      typeof item === 'string'
        ? textHighlightJson(name, item, hit, options, true)
        : unmatchedJson(String(item))
    }`;
  }
  return `[${out}]`;
}

function snippetOf(
  name: string,
  value: unknown,
  words: number,
  hit: Hit,
  options: HitOptions,
): unknown {
  if (typeof value === 'string') {
    return snippet(value, textResult(name, value, hit, options, false), words, options.style);
  }
  if (Array.isArray(value)) {
    return value.map((item) =>
      typeof item === 'string'
        ? snippet(item, textResult(name, item, hit, options, true), words, options.style)
        : { value: String(item), matchLevel: 'none' },
    );
  }
  return undefined;
}

/**
 * The engine's explanation as `_rankingInfo` (docs/product/algolia-protocol.md#response): the
 * rule values under Algolia's names where one exists, and Trova's own under `trova`.
 */
export function rankingInfo(explanation: HitExplanation): Record<string, unknown> {
  const { rules } = explanation;
  return {
    nbTypos: explanation.typos,
    firstMatchedWord: 0,
    proximityDistance: rules.proximity,
    userScore: rules.business,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: rules.exactness,
    words: rules.words,
    filters: 0,
    promoted: explanation.placedBy === 'pin' || explanation.placedBy === 'boost',
    trova: {
      placedBy: explanation.placedBy,
      rules,
      matchedFields: explanation.matchedFields,
      ...(explanation.label === undefined ? {} : { campaign: explanation.label }),
    },
  };
}

/**
 * One hit's JSON: `objectID`, the product's attributes by their catalogue names (category paths
 * as `A > B`), `price` (the selling price), `_highlightResult` and `_snippetResult` of the asked
 * attributes, `_rankingInfo` when asked. Written key by key, so a catalogue's `__proto__` field
 * stays a plain key.
 * @example hitJson({ id: 'p1', document: { title: 'Scarpe', price: 10 } }, options) // '{"objectID":"p1","title":"Scarpe","price":10,…}'
 */
export function hitJson(hit: Hit, options: HitOptions): string {
  return attributesJson(hit, options) + hitRestJson(hit, options);
}

/**
 * What follows a hit's `attributesJson`, closing brace included: `_highlightResult`,
 * `_snippetResult` and `_rankingInfo` (see `hitJson`), which depend on the query.
 * @example attributesJson(hit, options) + hitRestJson(hit, options) === hitJson(hit, options)
 */
export function hitRestJson(hit: Hit, options: HitOptions): string {
  const { document } = hit;
  const names =
    options.highlight.length === 1 && options.highlight[0] === '*'
      ? Object.keys(document).filter((name) => !INTERNAL.has(name))
      : options.highlight;
  let highlights = '';
  for (const name of names) {
    if (!Object.hasOwn(document, name)) continue;
    const result = highlightJson(name, shown(name, document[name], options), hit, options);
    if (result !== undefined)
      highlights += `${highlights === '' ? '' : ','}${json(name)}:${result}`;
  }
  let out = `,"_highlightResult":{${highlights}}`;
  if (options.snippet.length > 0) {
    let snippets = '';
    for (const { name, words } of options.snippet) {
      if (!Object.hasOwn(document, name)) continue;
      const result = snippetOf(name, shown(name, document[name], options), words, hit, options);
      if (result !== undefined)
        snippets += `${snippets === '' ? '' : ','}${json(name)}:${json(result)}`;
    }
    out += `,"_snippetResult":{${snippets}}`;
  }
  if (options.rankingInfo && hit.explain !== undefined) {
    out += `,"_rankingInfo":${json(rankingInfo(hit.explain))}`;
  }
  return `${out}}`;
}
