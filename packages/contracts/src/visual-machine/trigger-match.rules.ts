import type { SearchRequest } from '../api/search.api';
import { foldWord } from '../validation/fine-tuning.rules';
import type { Filter, Trigger, Validity } from './conditions.schema';

/*
 * When a Visual Machine item applies to a search (docs/product/visual-machine.md#what-search-does).
 * Texts are compared as the engine compares words: folded (foldWord: case, accents and the special
 * letters folded) and split into words at anything that is not a letter or a digit, so 'Divàno-letto!'
 * is the words ['divano', 'letto'].
 */

/** What a trigger is matched against: the shopper's text and applied filters, as requested. */
export interface SearchFacts {
  q: string;
  filters: SearchRequest['filters'];
}

/** A search folded once, for every trigger of every item to read. */
export interface PreparedSearch {
  /** The query's folded words, joined by single spaces and padded with one space each side. */
  readonly padded: string;
  /** Facet → folded values the shopper applied (values of one facet are ORed). */
  readonly values: ReadonlyMap<string, ReadonlySet<string>>;
  /** Folded levels of each applied category path. */
  readonly categories: readonly (readonly string[])[];
  /** The applied price range; a missing bound is open. Undefined without a price filter. */
  readonly price: { from?: number | undefined; to?: number | undefined } | undefined;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The folded words of a text, single-spaced.
 * @example matchWords(' Divàno-LETTO! ') // 'divano letto'
 */
export function matchWords(text: string): string {
  return (foldWord(text).match(WORD) ?? []).join(' ');
}

/** Category levels, whether written 'A/B' (the engine's paths) or 'A > B' (feeds). */
function categoryLevels(path: string): string[] {
  return path
    .split(/[/>]/)
    .map(matchWords)
    .filter((level) => level !== '');
}

/**
 * Folds the shopper's search once. A repeated price range keeps the last one, as the engine does.
 * @example prepareSearch({ q: 'Sofà', filters: [] }).padded // ' sofa '
 */
export function prepareSearch(search: SearchFacts): PreparedSearch {
  const values = new Map<string, Set<string>>();
  const categories: string[][] = [];
  let price: PreparedSearch['price'];
  for (const group of search.filters) {
    for (const filter of group) {
      for (const [facet, value] of Object.entries(filter)) {
        if (typeof value !== 'string') {
          if (facet === 'price') price = { from: value.from, to: value.to };
          continue;
        }
        if (facet === 'categories') categories.push(categoryLevels(value));
        values.set(facet, (values.get(facet) ?? new Set()).add(matchWords(value)));
      }
    }
  }
  return { padded: ` ${matchWords(search.q)} `, values, categories, price };
}

type Check = (search: PreparedSearch) => boolean;
const never: Check = () => false;

function queryCheck(condition: Trigger['queries'][number]): Check {
  if (condition.type === 'always') return () => true;
  const words = matchWords(condition.value);
  // A value without a word (only punctuation) names nothing a shopper can type.
  if (words === '') return never;
  const padded = ` ${words} `;
  return condition.type === 'queryIs'
    ? (search) => search.padded === padded
    : (search) => search.padded.includes(padded);
}

/** The shopper's price range lies inside the condition's (a null `from` is 0, a null `to` open). */
function priceCheck(range: { from: number | null; to: number | null }): Check {
  const low = range.from ?? 0;
  const high = range.to ?? Infinity;
  return ({ price }) =>
    price !== undefined && (price.from ?? 0) >= low && (price.to ?? Infinity) <= high;
}

function filterCheck(filter: Filter): Check {
  const entry = Object.entries(filter)[0];
  if (entry === undefined || entry[0] === '') return never;
  const [facet, value] = entry;
  if (typeof value !== 'string') return facet === 'price' ? priceCheck(value) : never;
  if (facet === 'categories') {
    const levels = categoryLevels(value);
    if (levels.length === 0) return never;
    // The condition's category or any category below it.
    return ({ categories }) =>
      categories.some((applied) => levels.every((level, i) => applied[i] === level));
  }
  const folded = matchWords(value);
  if (folded === '') return never;
  return ({ values }) => values.get(facet)?.has(folded) === true;
}

function triggerCheck(trigger: Trigger): Check {
  const { queries } = trigger;
  const { type, filters } = trigger.facet;
  // Saving refuses a trigger without a query or a filter; one that slipped through holds nowhere.
  if (queries.length === 0 && filters.length === 0) return never;
  const checks = queries.map(queryCheck);
  const filterChecks = filters.map(filterCheck);
  const facetHolds: Check =
    filterChecks.length === 0
      ? () => true
      : type === 'filterIs'
        ? (search) => filterChecks.every((check) => check(search))
        : (search) => filterChecks.some((check) => check(search));
  return (search) => checks.every((check) => check(search)) && facetHolds(search);
}

/**
 * One check for an item's triggers, folded once: it holds when any trigger holds; a trigger holds
 * when all its query conditions and its facet condition hold.
 * @example compileTriggers([{ queries: [{ type: 'queryContains', value: 'sofa' }], facet: { type: 'filterIs', filters: [] } }])(prepareSearch({ q: 'Sofa letto', filters: [] })) // true
 */
export function compileTriggers(triggers: readonly Trigger[]): Check {
  const checks = triggers.map(triggerCheck);
  return (search) => checks.some((check) => check(search));
}

/**
 * Whether an item applies at this moment: active and within its validity (always, or
 * from ≤ now ≤ to, a null `to` being open-ended). Epoch seconds.
 * @example isLiveAt({ isActive: true, validity: { type: 'timeInterval', from: 10, to: null } }, 5) // false
 */
export function isLiveAt(
  item: { isActive: boolean; validity: Validity },
  nowSeconds: number,
): boolean {
  if (!item.isActive) return false;
  const { validity } = item;
  if (validity.type === 'always') return true;
  return validity.from <= nowSeconds && (validity.to === null || nowSeconds <= validity.to);
}

/**
 * Whether an item applies to a search now: live, and one of its triggers holds. For one-off
 * checks; search compiles each item once (`compileTriggers`).
 * @example appliesTo(campaign, { q: 'sofa', filters: [] }, nowSeconds)
 */
export function appliesTo(
  item: { isActive: boolean; validity: Validity; conditions: readonly Trigger[] },
  search: SearchFacts,
  nowSeconds: number,
): boolean {
  return isLiveAt(item, nowSeconds) && compileTriggers(item.conditions)(prepareSearch(search));
}
