import { catalogueProductSchema } from '@trova/contracts';
import type { Page } from 'playwright-core';
import enCore from '../../../apps/console/src/i18n/locales/en.json';
import enBilling from '../../../apps/console/src/i18n/locales/en-billing.json';
import enConfiguration from '../../../apps/console/src/i18n/locales/en-configuration.json';
import enRecommendations from '../../../apps/console/src/i18n/locales/en-recommendations.json';
import enTerms from '../../../apps/console/src/i18n/locales/en-terms.json';
import enVisualMachine from '../../../apps/console/src/i18n/locales/en-visual-machine.json';
import itCore from '../../../apps/console/src/i18n/locales/it.json';
import itBilling from '../../../apps/console/src/i18n/locales/it-billing.json';
import itConfiguration from '../../../apps/console/src/i18n/locales/it-configuration.json';
import itRecommendations from '../../../apps/console/src/i18n/locales/it-recommendations.json';
import itTerms from '../../../apps/console/src/i18n/locales/it-terms.json';
import itVisualMachine from '../../../apps/console/src/i18n/locales/it-visual-machine.json';

/**
 * The translation check of docs/product/translation.md: text an Italian owner sees must hold no
 * English catalogue text and no raw key. The catalogues are indexed once per test file.
 */

/** Literal parts shorter than this many letters ("of", "per", "Tag") say nothing about language. */
const MIN_LETTERS = 4;

interface EnglishFragment {
  /** Normalised (lower case, single spaces) literal part of an English value. */
  readonly text: string;
  readonly key: string;
}

interface CatalogueIndex {
  readonly fragments: readonly EnglishFragment[];
  readonly keyPaths: ReadonlySet<string>;
  readonly sections: ReadonlySet<string>;
  /** Program words the Italian texts use on purpose: the conditions language's `sellingPrice`. */
  readonly italianIdentifiers: ReadonlySet<string>;
}

/**
 * The catalogue's field names (docs/product/catalogue.md#product-fields) are the shop's data
 * identifiers, shown as the index names them in both languages ("Etichetta di categories",
 * "categories:Casa"). Written exactly so, lower case first, they are data; an English label such as
 * "Categories" is not.
 */
const FIELD_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(catalogueProductSchema.shape),
  'categories',
  'images',
  'currency',
  ...[0, 1, 2, 3, 4].map((index) => `customLabel${index}`),
]);

function flatten(node: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof node === 'string') into.set(prefix, node);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, child] of Object.entries(node)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  }
  return into;
}

/** Unifies the spaces and apostrophes that rendering may change. */
function unifySpaces(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');
}

/** Rendering may upper-case a text (badges): matching ignores case. */
function normaliseText(text: string): string {
  return unifySpaces(text).toLowerCase();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Every index of `needle` in `haystack` that is not inside a longer word. */
function wordOccurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  const edgeBefore = LETTER_OR_DIGIT.test(needle.charAt(0));
  const edgeAfter = LETTER_OR_DIGIT.test(needle.charAt(needle.length - 1));
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack.charAt(at - 1);
    const after = haystack.charAt(at + needle.length);
    if (edgeBefore && before && LETTER_OR_DIGIT.test(before)) continue;
    if (edgeAfter && after && LETTER_OR_DIGIT.test(after)) continue;
    found.push(at);
  }
  return found;
}

/** Literal parts of a value: interpolations, nestings, tags and line breaks split it. */
function literalParts(value: string): string[] {
  return value
    .split(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|\n/)
    .map((part) => normaliseText(part).trim())
    .filter((part) => (part.match(/\p{L}/gu) ?? []).length >= MIN_LETTERS);
}

function buildIndex(): CatalogueIndex {
  const en = flatten(
    [enCore, enConfiguration, enVisualMachine, enRecommendations, enBilling, enTerms],
    '',
    new Map(),
  );
  const it = flatten(
    [itCore, itConfiguration, itVisualMachine, itRecommendations, itBilling, itTerms],
    '',
    new Map(),
  );
  // flatten() prefixed each file's index ("0.common.email"): strip it to get the i18n key.
  const strip = (entries: Map<string, string>) =>
    new Map([...entries].map(([key, value]) => [key.replace(/^\d+\./, ''), value]));
  const enValues = strip(en);
  const itValues = strip(it);
  // A part that Italian uses as well (brand names, "Email", "Google Shopping") proves nothing.
  const italianText = `\n${[...itValues.values()].map(normaliseText).join('\n')}\n`;
  const seen = new Set<string>();
  const fragments: EnglishFragment[] = [];
  for (const [key, value] of enValues) {
    if (itValues.get(key) === value) continue;
    for (const text of literalParts(value)) {
      if (seen.has(text)) continue;
      seen.add(text);
      if (wordOccurrences(italianText, text).length === 0) fragments.push({ text, key });
    }
  }
  const keyPaths = new Set<string>();
  for (const key of enValues.keys()) {
    const segments = key.split('.');
    for (let end = 1; end <= segments.length; end += 1) {
      keyPaths.add(segments.slice(0, end).join('.'));
    }
    // Plural forms are asked for by their base key ("count_other" is asked as "count").
    keyPaths.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
  const sections = new Set([...enValues.keys()].map((key) => key.split('.')[0] ?? ''));
  const italianIdentifiers = new Set(
    [...itValues.values()].flatMap((value) => value.match(/\b[a-z]+[A-Z]\w*/g) ?? []),
  );
  return { fragments, keyPaths, sections, italianIdentifiers };
}

let index: CatalogueIndex | undefined;

interface Finding {
  readonly at: number;
  readonly end: number;
  readonly message: string;
}

function englishFindings(visible: string, catalogue: CatalogueIndex): Finding[] {
  const found: Finding[] = [];
  for (const fragment of catalogue.fragments) {
    for (const at of wordOccurrences(visible, fragment.text)) {
      const end = at + fragment.text.length;
      found.push({ at, end, message: `English text "${fragment.text}" (${fragment.key})` });
    }
  }
  // The longest English part wins: "queries of" is reported once, not also as "queries".
  found.sort((a, b) => b.end - b.at - (a.end - a.at) || a.at - b.at);
  const kept: Finding[] = [];
  for (const finding of found) {
    if (!kept.some((other) => other.at <= finding.at && finding.end <= other.end)) {
      kept.push(finding);
    }
  }
  return kept;
}

/** Dotted words not inside a URL, a file name or an email address. */
const DOTTED_WORD = /(?<![\w@./:-])[a-zA-Z][\w]*(?:\.[\w]+)+(?![\w@/-]|\.\w)/g;
const TECHNICAL_TOKEN = new RegExp(`\\S+@\\S+|\\w+://\\S+|${DOTTED_WORD.source}`, 'g');
/** A word as a program writes it: letters and digits, starting with a lower-case letter. */
const IDENTIFIER = /(?<![\p{L}\p{N}])[a-z][a-zA-Z0-9]*(?![\p{L}\p{N}])/gu;
/** Program identifiers a person never writes: `itemErrors`, `price:asc`, `{{count}}`. */
const RAW_PATTERNS: readonly [RegExp, string][] = [
  [/\{\{[^}]*\}\}|\{\{|\}\}/g, 'unfilled placeholder'],
  [/returned an object instead of string/g, 'missing key'],
  [/(?<![\w@./-])[a-z]{2,}[A-Z][a-zA-Z]*(?![\w])/g, 'raw identifier'],
  [/(?<![\w@./-])[a-z_]+:(?:asc|desc)\b/g, 'raw identifier'],
];

function rawFindings(visible: string, catalogue: CatalogueIndex): Finding[] {
  const found: Finding[] = [];
  for (const match of visible.matchAll(DOTTED_WORD)) {
    const token = match[0];
    const section = token.split('.')[0] ?? '';
    if (catalogue.keyPaths.has(token) || catalogue.sections.has(section)) {
      found.push({ at: match.index, end: match.index + token.length, message: `raw key ${token}` });
    }
  }
  for (const [pattern, label] of RAW_PATTERNS) {
    for (const match of visible.matchAll(pattern)) {
      if (catalogue.italianIdentifiers.has(match[0]) || FIELD_NAMES.has(match[0])) continue;
      const end = match.index + match[0].length;
      found.push({ at: match.index, end, message: `${label} ${match[0]}` });
    }
  }
  return found;
}

/**
 * What in the visible text of an Italian screen is not Italian: English catalogue text (parts of
 * at least four letters that no Italian text uses) and raw keys or identifiers. Empty when clean;
 * findings are in reading order, each once.
 */
export function findUntranslatedText(visibleText: string): string[] {
  index ??= buildIndex();
  const visible = unifySpaces(visibleText);
  // Addresses and keys are reported as such, not also as the English words inside them.
  const prose = visible
    .replace(TECHNICAL_TOKEN, (token) => ' '.repeat(token.length))
    .replace(IDENTIFIER, (word) => (FIELD_NAMES.has(word) ? ' '.repeat(word.length) : word));
  const findings = [...englishFindings(prose.toLowerCase(), index), ...rawFindings(visible, index)];
  findings.sort((a, b) => a.at - b.at);
  return [...new Set(findings.map((finding) => finding.message))];
}

/**
 * What a person meets on the page: its rendered text (as laid out, options included) and the names
 * and hints only some see (aria-label, title, placeholder, alt), one per line. Text marked
 * `translate="no"` (code to copy, index names) is left out: it reads the same in every language.
 */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let body = document.body.innerText;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[translate="no"]'))) {
      body = body.replace(element.innerText, '');
    }
    const parts = [document.title, body];
    const named = document.querySelectorAll('[aria-label],[title],[placeholder],[alt]');
    for (const element of Array.from(named)) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}
