import { LAYER_SUGGESTIONS_MAX } from '@trova/contracts';
import { foldText, type SearchIndex } from '@trova/engine';

/** A shop's most popular query suggestions, most popular first (analytics connects it). */
export type PopularQueries = (shopKey: string, count: number) => Promise<string[]>;

/**
 * Fields whose commonest words are function words ('with', 'della'), not things shoppers look
 * for: left out of the count unless nothing else is searched.
 */
const PROSE_FIELDS: ReadonlySet<string> = new Set(['description']);

/** 'per', 'con', 'the' pass a shorter bound; product words of 3 letters are rare. */
const MIN_LENGTH = 4;

/**
 * Icebreaker suggestions (docs/product/layer.md#suggestions): the shop's query suggestions, the
 * same list the Algolia protocol's `<shopKey>:query_suggestions` index serves, most popular first;
 * while they are fewer than asked, the catalogue's most frequent words fill the rest: the words
 * most products carry in the shop's searched text fields. Those are computed once per index
 * revision (a walk over the postings) and shared by every storefront page view until the index
 * changes; held weakly, so a replaced index takes its entry with it.
 *
 * @example
 * const suggestions = new LayerSuggestions(popular);
 * await suggestions.suggest(shopKey, entry.index, 4); // ['scarpe running', 'nike', 'scarpa', 'donna']
 */
export class LayerSuggestions {
  private readonly computed = new WeakMap<SearchIndex, { revision: number; terms: string[] }>();

  constructor(private readonly popular?: PopularQueries) {}

  /**
   * Up to `count` suggestions: the popular queries first, then catalogue words they do not
   * already say (case and accents aside). A failed read of the queries leaves the words alone.
   */
  async suggest(shopKey: string, index: SearchIndex, count: number): Promise<string[]> {
    const wanted = Math.max(0, Math.min(count, LAYER_SUGGESTIONS_MAX));
    if (wanted === 0) return [];
    const queries = (await this.popular?.(shopKey, wanted).catch(() => [])) ?? [];
    const taken = new Set(queries.map((query) => foldText(query)));
    const words = this.of(index, LAYER_SUGGESTIONS_MAX).filter(
      (word) => !taken.has(foldText(word)),
    );
    return [...queries, ...words].slice(0, wanted);
  }

  of(index: SearchIndex, count: number): string[] {
    let cached = this.computed.get(index);
    if (cached?.revision !== index.revision) {
      cached = { revision: index.revision, terms: frequentWords(index) };
      this.computed.set(index, cached);
    }
    return cached.terms.slice(0, Math.max(0, Math.min(count, LAYER_SUGGESTIONS_MAX)));
  }
}

function frequentWords(index: SearchIndex): string[] {
  const text = index.schema.searchable.filter((field) => field.type === 'text');
  const named = text.filter((field) => !PROSE_FIELDS.has(field.name)).map((field) => field.name);
  return index.frequentTerms(LAYER_SUGGESTIONS_MAX, {
    ...(named.length > 0 ? { fields: named } : {}),
    minLength: MIN_LENGTH,
  });
}
