import type { MagentoApi } from './magento2-api';
import { searchCriteria } from './magento2-api';
import type { MagentoStoreContext } from './magento2.mapper';
import type {
  MagentoAttribute,
  MagentoCategory,
  MagentoProduct,
  MagentoSearchResult,
  MagentoStoreConfig,
} from './magento2.types';
import { PlatformError } from './platform-error';

/** Select attributes whose option labels Trova reads (brand, colour and size by common codes). */
const LABELLED_CODES = ['manufacturer', 'brand', 'color', 'colore', 'size', 'taglia'];

/**
 * The store view's configuration from `GET /rest/V1/store/storeConfigs` (default scope: it lists
 * every store view, so an unknown code is told apart from an unknown address).
 * @throws PlatformError `platform-api-not-found` naming the store views there are
 */
export async function storeViewConfig(
  api: MagentoApi,
  signal?: AbortSignal,
): Promise<MagentoStoreConfig> {
  const configs = await api.get<MagentoStoreConfig[]>('/V1/store/storeConfigs', {
    scope: 'default',
    signal,
  });
  return findStoreView(configs, api.storeView);
}

export function findStoreView(
  configs: readonly MagentoStoreConfig[],
  code: string,
): MagentoStoreConfig {
  const config = configs.find((candidate) => candidate.code === code);
  if (!config) {
    const known = configs.map((candidate) => candidate.code).join(', ');
    throw new PlatformError(
      'platform-api-not-found',
      `Magento 2 has no store view "${code}"${known ? ` (its store views: ${known})` : ''}`,
    );
  }
  return config;
}

/** Everything mapping needs of the store view: base URLs, currency, categories, option labels. */
export async function loadMagentoStore(
  api: MagentoApi,
  signal?: AbortSignal,
  now: () => Date = () => new Date(),
): Promise<MagentoStoreContext & { attributes: MagentoAttributes }> {
  const config = await storeViewConfig(api, signal);
  const tree = await api.get<MagentoCategory>('/V1/categories', { signal });
  const attributes = new MagentoAttributes(api);
  await attributes.load('attribute_code', LABELLED_CODES, signal);
  const linkBase = config.secure_base_link_url ?? config.base_link_url ?? `${api.root}/`;
  const mediaBase =
    config.secure_base_media_url ??
    config.base_media_url ??
    `${linkBase.replace(/\/+$/, '')}/media/`;
  return {
    currency: config.default_display_currency_code ?? config.base_currency_code ?? null,
    linkBase,
    mediaBase,
    websiteId: config.website_id,
    categoryPaths: categoryPaths(tree),
    optionLabels: attributes.labels,
    attributeCodes: attributes.codes,
    get now() {
      return now();
    },
    attributes,
  };
}

/**
 * Category id → path of names below the store's root: the catalog root (level 0) and the store's
 * root category (level 1, "Default Category") are not shown in the storefront's paths. An
 * inactive category hides itself and everything below it.
 * @example categoryPaths(tree).get('12') // 'Uomo > Scarpe > Trekking'
 */
export function categoryPaths(root: MagentoCategory): Map<string, string> {
  const paths = new Map<string, string>();
  const walk = (node: MagentoCategory, above: string[]): void => {
    if (node.is_active === false) return;
    const names = node.level >= 2 ? [...above, node.name.trim()] : above;
    if (names.length > 0) paths.set(String(node.id), names.join(' > '));
    for (const child of node.children_data ?? []) walk(child, names);
  };
  walk(root, []);
  return paths;
}

/** Attribute codes and option labels, loaded by code at start and by id as configurables name them. */
export class MagentoAttributes {
  readonly labels = new Map<string, Map<string, string>>();
  readonly codes = new Map<string, string>();

  constructor(private readonly api: MagentoApi) {}

  /** Loads the attributes a page's configurable options name that are not known yet. */
  async ensureFor(products: readonly MagentoProduct[], signal?: AbortSignal): Promise<void> {
    const missing = new Set<string>();
    for (const product of products) {
      for (const option of product.extension_attributes?.configurable_product_options ?? []) {
        const id = String(option.attribute_id);
        if (!this.codes.has(id)) missing.add(id);
      }
    }
    if (missing.size > 0) await this.load('attribute_id', [...missing], signal);
    // An id Magento does not list stays unknown: remember it so it is not asked for again.
    for (const id of missing) if (!this.codes.has(id)) this.codes.set(id, '');
  }

  async load(
    field: 'attribute_code' | 'attribute_id',
    values: string[],
    signal?: AbortSignal,
  ): Promise<void> {
    const query = searchCriteria({
      groups: [[{ field, value: values.join(','), condition: 'in' }]],
      pageSize: values.length,
      currentPage: 1,
    });
    const found = await this.api.get<MagentoSearchResult<MagentoAttribute>>(
      '/V1/products/attributes',
      {
        query,
        signal,
      },
    );
    for (const attribute of found.items) {
      this.codes.set(String(attribute.attribute_id), attribute.attribute_code);
      const options = new Map<string, string>();
      for (const option of attribute.options ?? []) {
        if (option.value !== '' && option.label.trim() !== '')
          options.set(String(option.value), option.label.trim());
      }
      this.labels.set(attribute.attribute_code, options);
    }
  }
}
