import {
  defaultRecommendation,
  type InnerRecommender,
  type SavedRecommendation,
} from '@trova/contracts';
import { openVm } from '../vm-test-fixtures';

export const RECOMMENDATION_LIST = 'GET /shops/shop-1/recommendations';
export const HISTORY_INTERVAL = '/shops/shop-1/recommendations/history-interval';

/** A stored manual recommendation in the layer, always valid, of shop-1. */
export function savedRecommendation(
  id: string,
  overrides: Partial<SavedRecommendation> = {},
): SavedRecommendation {
  return {
    ...defaultRecommendation('shop-1', () => 0.1),
    id,
    name: `Recommendation ${id}`,
    ...overrides,
  };
}

/** A recommender of `size` products with the given inner recommender. */
export function recommenderOf(
  inner: InnerRecommender,
  size = 20,
): SavedRecommendation['recommender'] {
  return { type: 'limit', size, recommender: inner };
}

/** Opens a recommendations path with `rules` stored and a 30-day history interval. */
export function openRecommendations(
  path: string,
  heading: string | RegExp,
  rules: SavedRecommendation[],
  handlers: Record<string, unknown> = {},
) {
  return openVm(path, heading, {
    [RECOMMENDATION_LIST]: rules,
    [`GET ${HISTORY_INTERVAL}`]: { historyInterval: '30' },
    ...handlers,
  });
}
