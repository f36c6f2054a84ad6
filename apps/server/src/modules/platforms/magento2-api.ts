import type { Magento2Credentials } from '@trova/contracts';
import { PlatformError } from './platform-error';
import type { PlatformHttp, PlatformResponse } from './platform-http';
import type { MagentoErrorBody } from './magento2.types';
import { MAGENTO_PRODUCT_TYPES, MAGENTO_VISIBLE } from './magento2.mapper';

/** One `searchCriteria` filter; filters of one group are OR-ed, groups are AND-ed. */
export interface MagentoFilter {
  field: string;
  value: string;
  condition: 'eq' | 'in' | 'gt' | 'gteq' | 'neq';
}

export interface MagentoSearch {
  groups: readonly (readonly MagentoFilter[])[];
  pageSize: number;
  currentPage: number;
  /** Sorting by entity id keeps pages stable while the catalogue changes underneath. */
  sortBy?: string;
}

/**
 * The `searchCriteria[...]` query parameters of a Magento `getList` call.
 * @example searchCriteria({ groups: [[{ field: 'status', value: '1', condition: 'eq' }]], pageSize: 100, currentPage: 1 })
 */
export function searchCriteria(search: MagentoSearch): URLSearchParams {
  const query = new URLSearchParams();
  search.groups.forEach((group, g) => {
    group.forEach((filter, f) => {
      const prefix = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      query.set(`${prefix}[field]`, filter.field);
      query.set(`${prefix}[value]`, filter.value);
      query.set(`${prefix}[condition_type]`, filter.condition);
    });
  });
  if (search.sortBy !== undefined) {
    query.set('searchCriteria[sortOrders][0][field]', search.sortBy);
    query.set('searchCriteria[sortOrders][0][direction]', 'ASC');
  }
  query.set('searchCriteria[pageSize]', String(search.pageSize));
  query.set('searchCriteria[currentPage]', String(search.currentPage));
  return query;
}

/** Where a call goes: the store view's scope (`/rest/{code}/V1`) or the default (`/rest/V1`). */
export type MagentoScope = 'store-view' | 'default';

/**
 * Magento 2's REST API for one store: the integration's access token as a Bearer token, the
 * store view's code in the path so names, prices and URLs are the store view's.
 */
export class MagentoApi {
  /** The store's address without a trailing slash. */
  readonly root: string;
  /** Whether Magento accepted this token on some call (so a later 401 is a missing resource). */
  private tokenAccepted = false;

  constructor(
    private readonly credentials: Magento2Credentials,
    private readonly http: PlatformHttp,
  ) {
    this.root = credentials.storeUrl.trim().replace(/\/+$/, '');
  }

  get storeView(): string {
    return this.credentials.storeView;
  }

  /** The absolute URL of `path` ("/V1/products") in the given scope. */
  url(path: string, query?: URLSearchParams, scope: MagentoScope = 'store-view'): string {
    const prefix = scope === 'store-view' ? `/rest/${encodeURIComponent(this.storeView)}` : '/rest';
    const search = query && [...query.keys()].length > 0 ? `?${query.toString()}` : '';
    return `${this.root}${prefix}${path}${search}`;
  }

  /** The answer as is for the statuses in `accept` (check() reads 401 and 404 itself). */
  async raw(
    path: string,
    options: {
      query?: URLSearchParams;
      scope?: MagentoScope;
      accept?: readonly number[];
      signal?: AbortSignal | undefined;
    },
  ): Promise<PlatformResponse> {
    const response = await this.http.request({
      url: this.url(path, options.query, options.scope),
      headers: { authorization: `Bearer ${this.credentials.accessToken}` },
      accept: options.accept ?? [401],
      signal: options.signal,
    });
    if (response.status >= 200 && response.status < 300) this.tokenAccepted = true;
    return response;
  }

  /**
   * The error of a 401. Magento answers 401 both to an unknown token and to a resource the
   * integration lacks, with the same body; once another call with this token succeeded, the token
   * is good and the 401 is a missing permission.
   */
  refusal(response: PlatformResponse): PlatformError {
    const resource = refusedResource(response);
    if (this.tokenAccepted && resource) {
      return new PlatformError(
        'platform-permission-missing',
        `the Magento 2 integration may not read ${resource}`,
      );
    }
    return new PlatformError(
      'platform-credentials-invalid',
      `Magento 2 refused the access token${resource ? ` for ${resource}` : ''}: the token is wrong or ` +
        'its integration is inactive or lacks that resource',
    );
  }

  /** A JSON answer; a 401 throws with the resource Magento named (wrong token or missing access). */
  async get<T>(
    path: string,
    options: {
      query?: URLSearchParams;
      scope?: MagentoScope;
      signal?: AbortSignal | undefined;
    } = {},
  ): Promise<T> {
    const response = await this.raw(path, { ...options, accept: [401] });
    if (response.status === 401) throw this.refusal(response);
    return response.json<T>();
  }
}

/** The ACL resource a 401 names ("Magento_Catalog::products"), when it names one. */
export function refusedResource(response: PlatformResponse): string | null {
  try {
    const body = JSON.parse(response.text) as MagentoErrorBody;
    const parameters = body.parameters;
    if (parameters && !Array.isArray(parameters) && typeof parameters.resources === 'string') {
      return parameters.resources;
    }
  } catch {
    // Not Magento's JSON (a proxy's page): no resource to name.
  }
  return null;
}

/**
 * The filters of "shown in the store view": enabled, visible in catalog or search, of a mapped
 * type, assigned to the store view's website (docs/product/catalogue.md, "Magento 2").
 */
export function shownFilters(websiteId: number | null): MagentoFilter[][] {
  return [
    [{ field: 'status', value: '1', condition: 'eq' }],
    [{ field: 'visibility', value: MAGENTO_VISIBLE.join(','), condition: 'in' }],
    [{ field: 'type_id', value: MAGENTO_PRODUCT_TYPES.join(','), condition: 'in' }],
    ...(websiteId === null
      ? []
      : [[{ field: 'website_id', value: String(websiteId), condition: 'eq' as const }]]),
  ];
}
