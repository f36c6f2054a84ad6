import type { StorefrontLimit } from '../../http/storefront-limit';
import type { ConfigurationModule } from '../configuration/index';
import type { SearchModule } from '../search/index';
import { AlgoliaShopViews } from './algolia-shop-views';
import { algoliaRoutes } from './algolia.routes';
import { AlgoliaService, type SuggestionsSource } from './algolia.service';

export interface AlgoliaModuleDependencies {
  search: Pick<SearchModule, 'services'>;
  configuration: Pick<ConfigurationModule, 'read'>;
  /** The storefront calls' budget a client address. */
  limit: StorefrontLimit;
  /** The shops' query suggestions (analytics), served as `<shopKey>:query_suggestions`. */
  suggestions?: SuggestionsSource;
}

export type AlgoliaModule = ReturnType<typeof createAlgoliaModule>;

/**
 * The Algolia-compatible search protocol (docs/product/algolia-protocol.md), above search, events,
 * the Visual Machine and analytics: it subscribes to nothing, and answers from search's live
 * indexes and `SearchService.protocolSearch`. Its routes are a Fastify plugin at the root (`/1/…`).
 * @example const algolia = createAlgoliaModule({ search, configuration, limit, suggestions });
 */
export function createAlgoliaModule(deps: AlgoliaModuleDependencies) {
  const { registry, search } = deps.search.services;
  const views = new AlgoliaShopViews((shopId) => deps.configuration.read(shopId));
  const { suggestions } = deps;
  const algolia = new AlgoliaService({
    registry,
    search,
    views,
    limit: deps.limit,
    suggestions: () => suggestions,
  });
  return {
    services: { algolia },
    routes: algoliaRoutes(algolia),
  };
}
