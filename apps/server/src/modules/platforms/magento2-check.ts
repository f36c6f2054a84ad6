import { searchCriteria, shownFilters, type MagentoApi } from './magento2-api';
import { findStoreView } from './magento2-store';
import type {
  MagentoSearchResult,
  MagentoStoreConfig,
  MagentoStoreGroup,
  MagentoStoreView,
} from './magento2.types';
import type { PlatformStoreInfo } from './platform-client';
import { PlatformError } from './platform-error';

/** What the owner grants the integration, by the ACL resource Magento names. */
const GRANTS: Record<string, string> = {
  'Magento_Backend::store': 'Stores > Settings > All Stores',
  'Magento_Catalog::products': 'Catalog > Inventory > Products',
  'Magento_Catalog::categories': 'Catalog > Inventory > Categories',
  'Magento_Catalog::attributes_attributes': 'Stores > Attributes > Product',
};

function missing(resource: string): PlatformError {
  return new PlatformError(
    'platform-permission-missing',
    `the Magento 2 integration may not read ${resource} (grant "${GRANTS[resource] ?? resource}" in its API tab)`,
  );
}

/**
 * The wizard's credential check: a few cheap calls that also prove every resource an import
 * reads is granted. Magento answers 401 both to a wrong token and to a resource the integration
 * lacks, so a 401 is a missing permission when another call with the same token succeeded, and a
 * wrong token when none did.
 */
export async function checkMagentoStore(
  api: MagentoApi,
  signal?: AbortSignal,
): Promise<PlatformStoreInfo> {
  const stores = await api.raw('/V1/store/storeConfigs', {
    scope: 'default',
    accept: [401, 404],
    signal,
  });
  if (stores.status === 404) {
    throw new PlatformError(
      'platform-api-not-found',
      "Magento 2's REST API is not at this address",
    );
  }
  const config =
    stores.status === 401
      ? null
      : findStoreView(stores.json<MagentoStoreConfig[]>(), api.storeView);
  const query = searchCriteria({
    groups: shownFilters(config?.website_id ?? null),
    pageSize: 1,
    currentPage: 1,
  });
  const products = await api.raw('/V1/products', { query, accept: [401, 404], signal });
  if (products.status === 404) {
    throw new PlatformError(
      'platform-api-not-found',
      `Magento 2 answered no products at store view "${api.storeView}": check the store view code`,
    );
  }
  if (products.status === 401 && !config) {
    throw new PlatformError(
      'platform-credentials-invalid',
      "Magento 2 refused the access token: check it is the integration's active access token and, on " +
        'Magento 2.4.4 or later, that "Allow OAuth Access Tokens to be used as standalone Bearer tokens" is Yes',
    );
  }
  if (products.status === 401) throw missing('Magento_Catalog::products');
  if (!config) throw missing('Magento_Backend::store');
  const total = products.json<MagentoSearchResult<unknown>>().total_count;

  const categories = await api.raw('/V1/categories', {
    query: new URLSearchParams({ depth: '1' }),
    accept: [401],
    signal,
  });
  if (categories.status === 401) throw missing('Magento_Catalog::categories');
  const attributesQuery = searchCriteria({ groups: [], pageSize: 1, currentPage: 1 });
  const attributes = await api.raw('/V1/products/attributes', {
    query: attributesQuery,
    accept: [401],
    signal,
  });
  if (attributes.status === 401) throw missing('Magento_Catalog::attributes_attributes');

  const views = await api.get<MagentoStoreView[]>('/V1/store/storeViews', {
    scope: 'default',
    signal,
  });
  const view = views.find((candidate) => candidate.code === api.storeView);
  const groups = await api.get<MagentoStoreGroup[]>('/V1/store/storeGroups', {
    scope: 'default',
    signal,
  });
  const group = groups.find((candidate) => candidate.id === view?.store_group_id);
  return {
    name: group?.name ?? view?.name ?? null,
    currency: config.default_display_currency_code ?? config.base_currency_code ?? null,
    productCount: Number.isInteger(total) && total >= 0 ? total : null,
  };
}
