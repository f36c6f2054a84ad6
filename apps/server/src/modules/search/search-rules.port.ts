import type { SearchBanner, SearchRequest } from '@trova/contracts';
import type { Merchandising } from '@trova/engine';

/** What a shop's campaigns and banners do to one search. */
export interface SearchEffect {
  /** Absent when nothing moves, so the engine keeps its fastest path. */
  merchandising?: Merchandising;
  /** Absent when no banner applies. */
  banners?: SearchBanner[];
}

/**
 * Each shop's campaigns and banners as search applies them (docs/product/visual-machine.md#what-search-does).
 * Declared here and implemented by the Visual Machine, which sits above search in the module order
 * (docs/architecture.md, "Module boundaries"); its assembler connects it.
 *
 * @example
 * const effect = await rules.effectOf('s1', request, { sorted: false, nowSeconds });
 */
export interface SearchRules {
  /** Synchronous once the shop's rules are loaded (the storefront path), a promise while they load. */
  effectOf(
    shopId: string,
    search: SearchRequest,
    options: { sorted: boolean; nowSeconds: number },
  ): SearchEffect | Promise<SearchEffect>;
}
