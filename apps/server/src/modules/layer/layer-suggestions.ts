import { LAYER_SUGGESTIONS_MAX } from '@trova/contracts';
import type { SearchIndex } from '@trova/engine';

/**
 * Fields whose commonest words are function words ('with', 'della'), not things shoppers look
 * for: left out of the count unless nothing else is searched.
 */
const PROSE_FIELDS: ReadonlySet<string> = new Set(['description']);

/** 'per', 'con', 'the' pass a shorter bound; product words of 3 letters are rare. */
const MIN_LENGTH = 4;

/**
 * Icebreaker suggestions from the catalogue (docs/product/layer.md#suggestions): the words most
 * products carry in the shop's searched text fields, until analytics can rank the shop's own most
 * searched queries. Computed once per index revision (a walk over the postings) and shared by
 * every storefront page view until the index changes; held weakly, so a replaced index takes its
 * entry with it.
 *
 * @example
 * const suggestions = new LayerSuggestions();
 * suggestions.of(entry.index, 4); // ['scarpa', 'nike', 'running', 'donna']
 */
export class LayerSuggestions {
  private readonly computed = new WeakMap<SearchIndex, { revision: number; terms: string[] }>();

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
