import { PlatformError } from './platform-error';
import type { PrestaShopApi, PsParams } from './prestashop-api';
import { toId } from './prestashop-values';
import type { PsProduct } from './prestashop.types';

/** 10,000 pages is a million products at 100 a page: past it the shop is not paging. */
export const PRESTASHOP_MAX_PAGES = 10_000;

/**
 * Pages of a product query sorted by id, stopping at the first page shorter than the page size.
 * Invariant: the walk reads every page or throws `platform-answer-invalid` — a full import sweeps
 * what it did not read. Ids must rise from page to page (`sort=[id_ASC]`): a shop ignoring
 * `limit` (every page starting over) fails instead of looping. An empty first page is an empty
 * result only when `confirmEmpty` (the same filter, one id) agrees; a cache or module answering
 * `[]` to a shop that has products would otherwise empty the catalogue.
 *
 * @example for await (const page of prestaShopPages(api, { 'filter[active]': '[1]' }, { pageSize: 100, params })) …
 */
export async function* prestaShopPages(
  api: Pick<PrestaShopApi, 'list'>,
  filter: PsParams,
  options: { pageSize: number; params: PsParams; confirmEmpty?: boolean; signal?: AbortSignal },
): AsyncGenerator<PsProduct[]> {
  const { pageSize, signal } = options;
  let last = 0;
  for (let page = 0; ; page++) {
    if (page >= PRESTASHOP_MAX_PAGES) throw invalid(`goes on past ${PRESTASHOP_MAX_PAGES} pages`);
    const offset = page * pageSize;
    const sort = { sort: '[id_ASC]', limit: `${offset},${pageSize}` };
    const rows = await api.list<PsProduct>(
      'products',
      { ...options.params, ...sort, ...filter },
      signal,
    );
    if (page === 0 && rows.length === 0 && options.confirmEmpty) {
      const one = { display: '[id]', limit: '0,1', ...filter };
      const any = await api.list<PsProduct>('products', one, signal);
      if (any.length > 0) throw invalid('answered an empty first page, yet has products');
    }
    for (const row of rows) {
      const id = Number(toId(row.id));
      if (!Number.isInteger(id) || id <= last) {
        throw invalid(`page ${page + 1} does not follow page ${page} (is \`limit\` ignored?)`);
      }
      last = id;
    }
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

function invalid(detail: string): PlatformError {
  return new PlatformError('platform-answer-invalid', `PrestaShop's product list ${detail}`);
}
