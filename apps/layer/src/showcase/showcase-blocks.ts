import type { CategoryItem, LayerConfiguration } from '@trova/contracts';
import type { LayerBehaviour } from '../layout/layout-decisions';
import type { LastSearchesRetention } from './last-searches.store';

/** One block of the showcase, in the order the layout lists them. */
export type ShowcaseBlock =
  | { kind: 'banner'; src: string; url: string; name: string }
  | { kind: 'lastSearches' }
  | { kind: 'mainCategories'; items: readonly CategoryItem[] }
  | { kind: 'recommendationsCategories'; items: readonly CategoryItem[] }
  | { kind: 'dynamic'; id: string }
  /** The shop's in-layer recommendations (docs/product/layer.md#recommendations), last. */
  | { kind: 'recommendations' };

export interface EmptyBoxPlan {
  /** Suggested queries of the icebreaker, at most the layout's number; empty when off. */
  suggestions: readonly string[];
  blocks: readonly ShowcaseBlock[];
  /** Set when the showcase lists last searches: only then are searches remembered at all. */
  lastSearches: LastSearchesRetention | undefined;
}

/**
 * Whether the showcase applies: the plan includes it (`features`, decided by the server) and the
 * device's design switches it on. The console disables it for typing *input* and the *windowed*
 * layout (docs/product/layout-design.md#showcase), and a stored flag may predate that lock, so the
 * layer applies the same rule rather than trusting the flag alone.
 */
function showcaseApplies(config: LayerConfiguration, behaviour: LayerBehaviour): boolean {
  const design = behaviour.device === 'mobile' ? config.layout.mobile : config.layout.desktop;
  return (
    config.features.showcase &&
    design.showcase &&
    behaviour.typing !== 'input' &&
    behaviour.frame !== 'windowed'
  );
}

/**
 * What the overlay shows while the search box is empty: the icebreaker's suggestions
 * (docs/product/layer.md#suggestions) and the showcase's blocks, each present only when its flag
 * is on and it has something to show.
 *
 * @example emptyBoxPlan(defaultConfiguration, behaviour).blocks // []
 */
export function emptyBoxPlan(config: LayerConfiguration, behaviour: LayerBehaviour): EmptyBoxPlan {
  const { layout } = config;
  const suggestions =
    config.features.icebreaker && layout.icebreaker.isActive
      ? config.suggestions
          .map((query) => query.trim())
          .filter(Boolean)
          .slice(0, layout.icebreaker.number)
      : [];
  if (!showcaseApplies(config, behaviour)) {
    return { suggestions, blocks: [], lastSearches: undefined };
  }
  const design = behaviour.device === 'mobile' ? layout.mobile : layout.desktop;
  const blocks: ShowcaseBlock[] = [];
  const seen = new Set<string>();
  for (const item of design.showcaseItems) {
    if (seen.has(item)) continue;
    seen.add(item);
    if (item === 'banner') {
      const src = design.showcaseBannerSrc.trim();
      if (design.showcaseBanner && src) {
        blocks.push({
          kind: 'banner',
          src,
          url: design.showcaseBannerUrl.trim(),
          name: design.showcaseBannerName.trim(),
        });
      }
    } else if (item === 'lastSearches') {
      if (design.showcaseLastSearches) blocks.push({ kind: 'lastSearches' });
    } else if (item === 'mainCategories') {
      const items = design.showcaseMainCategoriesItems;
      if (design.showcaseMainCategories && items.length) blocks.push({ kind: item, items });
    } else if (item === 'recommendationsCategories') {
      const items = design.recommendationCategoriesItems;
      if (design.showcaseRecommendationsCategories && items.length) {
        blocks.push({ kind: item, items });
      }
    } else {
      blocks.push({ kind: 'dynamic', id: item });
    }
  }
  if (config.recommendations) blocks.push({ kind: 'recommendations' });
  const remembers = blocks.some((block) => block.kind === 'lastSearches');
  return {
    suggestions,
    blocks,
    lastSearches: remembers ? design.showcaseLastSearchesOption : undefined,
  };
}

/** The facet of category paths: a showcase category lists its products through it. */
export const CATEGORY_FACET = 'categories';

/**
 * Whether the empty-box screen replaces the results: something to show, no text in the box and
 * no filter chosen (a category pressed in the showcase is a filter, so its products show).
 */
export function showsEmptyBox(
  plan: EmptyBoxPlan,
  state: { text: string; filters: Readonly<Record<string, readonly string[]>> },
): boolean {
  const something = plan.suggestions.length > 0 || plan.blocks.length > 0;
  const filtered = Object.values(state.filters).some((values) => values.length > 0);
  return something && !state.text.trim() && !filtered;
}
