import {
  catalogueProductSchema,
  type CatalogueProductInput,
  type PrestaShopCredentials,
} from '@trova/contracts';
import type { PlatformChanges, PlatformClient, PlatformStoreInfo } from './platform-client';
import type { PlatformHttp } from './platform-http';
import { PrestaShopApi, type PsParams } from './prestashop-api';
import {
  assertReadable,
  loadPrestaShopContext,
  prestaShopCurrency,
  readableResources,
  shopNameOf,
} from './prestashop-context';
import { prestaShopDate } from './prestashop-dates';
import { prestaShopPages } from './prestashop-pages';
import { narrowPrestaShopWindow, type PsDatedRow } from './prestashop-window';
import {
  isShownInSearch,
  mapPrestaShopProduct,
  type PrestaShopCatalogueContext,
} from './prestashop.mapper';
import { toId } from './prestashop-values';
import type { PsCombination, PsProduct, PsStockAvailable } from './prestashop.types';

export interface PrestaShopClientOptions {
  /** The shop's language (ISO 639-1, "it"): multi-language fields are read in it. */
  languageIso: string;
  /**
   * The shop's time zone (IANA), when known: PrestaShop writes `date_upd` in it. Unknown, the
   * poll lists ids and dates of a window 12 hours wider (so no change west of UTC is missed) and
   * reads in full only what the shop's newest date shows may have changed.
   */
  timeZone?: string | undefined;
  /** Products per page; default 100 (each page also computes prices, which is slow on big shops). */
  pageSize?: number | undefined;
  /** Our clock in epoch seconds (the unknown-zone poll compares the shop's dates with it). */
  now?: () => number;
}

/**
 * The prices Trova asks PrestaShop to compute for every product and combination (the webservice's
 * documented `price[alias][…]` parameters): with tax, after reductions (`trova_final`) and
 * before them (`trova_regular`), so the storefront's crossed-out price shows as a sale. The base
 * `price` field is tax excluded and ignores specific prices, so it is never read.
 */
const PRICE_PARAMS: PsParams = {
  'price[trova_final][use_tax]': '1',
  'price[trova_regular][use_tax]': '1',
  'price[trova_regular][use_reduction]': '0',
};
const STOCK_FIELDS = '[id,id_product,id_product_attribute,quantity,out_of_stock]';
/** Ids per `filter[id]` / `filter[id_product]` list, keeping the query short. */
const IDS_PER_CALL = 100;
/** Rows per page of the id-and-date listing of an unknown-zone poll (small rows). */
const DATED_PAGE = 1000;

/**
 * A PlatformClient over a PrestaShop shop's webservice (docs/product/catalogue.md, "PrestaShop").
 * No webhooks: changes are polled by `date_upd`; deletions surface at the reconciliation or when
 * `fetchByIds` finds a product gone.
 *
 * @example
 * const client = createPrestaShopClient(credentials, new PlatformHttp({ platform: 'PrestaShop' }), { languageIso: 'it' });
 * for await (const page of client.products()) writer.stage(page);
 */
export function createPrestaShopClient(
  credentials: PrestaShopCredentials,
  http: PlatformHttp,
  options: PrestaShopClientOptions,
): PlatformClient {
  const api = new PrestaShopApi(credentials.storeUrl, credentials.webserviceKey, http);
  const pageSize = options.pageSize ?? 100;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  let context: Promise<PrestaShopCatalogueContext> | undefined;
  const contextOf = (signal?: AbortSignal, fresh = false): Promise<PrestaShopCatalogueContext> => {
    if (!context || fresh) {
      context = loadPrestaShopContext(api, credentials.storeUrl, options.languageIso, signal);
      context.catch(() => (context = undefined));
    }
    return context;
  };

  /** Maps one page: shown and valid products as upserts, hidden ones as gone. */
  async function assemble(products: readonly PsProduct[], signal?: AbortSignal) {
    const ctx = await contextOf(signal);
    // Hidden products need no combinations or stock: they only count as gone.
    const shown = products.filter(isShownInSearch);
    const ids = shown.map((product) => toId(product.id));
    const withCombinations = shown
      .filter((product) => (product.associations?.combinations?.length ?? 0) > 0)
      .map((product) => toId(product.id));
    const [combinations, stock] = await Promise.all([
      withCombinations.length === 0
        ? Promise.resolve([])
        : api.list<PsCombination>(
            'combinations',
            {
              display: 'full',
              'filter[id_product]': `[${withCombinations.join('|')}]`,
              ...PRICE_PARAMS,
            },
            signal,
          ),
      ids.length === 0
        ? Promise.resolve([])
        : api.list<PsStockAvailable>(
            'stock_availables',
            { display: STOCK_FIELDS, 'filter[id_product]': `[${ids.join('|')}]` },
            signal,
          ),
    ]);
    const byProduct = new Map<string, PsCombination[]>();
    for (const combination of combinations) {
      const owner = toId(combination.id_product);
      const list = byProduct.get(owner);
      if (list) list.push(combination);
      else byProduct.set(owner, [combination]);
    }
    const stockRows = new Map(
      stock.map((row) => [`${toId(row.id_product)}:${toId(row.id_product_attribute) || '0'}`, row]),
    );
    const changes: PlatformChanges = { upserts: [], gone: [] };
    for (const product of products) {
      const own = byProduct.get(toId(product.id)) ?? [];
      const mapped = mapPrestaShopProduct(product, own, stockRows, ctx);
      if (mapped === null) changes.gone.push(toId(product.id));
      else if (catalogueProductSchema.safeParse(mapped).success) changes.upserts.push(mapped);
    }
    return changes;
  }

  /** Pages of a product query with every field (prestashop-pages.ts holds the walk's rules). */
  const pages = (filter: PsParams, signal?: AbortSignal, confirmEmpty = false) =>
    prestaShopPages(api, filter, {
      pageSize,
      params: { display: 'full', ...PRICE_PARAMS },
      confirmEmpty,
      signal,
    });

  /** Numeric ids (at most IDS_PER_CALL) read in full; missing ones are gone. */
  async function byIds(chunk: string[], signal?: AbortSignal): Promise<PlatformChanges> {
    const found = await api.list<PsProduct>(
      'products',
      { display: 'full', 'filter[id]': `[${chunk.join('|')}]`, ...PRICE_PARAMS },
      signal,
    );
    const page = await assemble(found, signal);
    const present = new Set(found.map((product) => toId(product.id)));
    return {
      upserts: page.upserts,
      gone: [...page.gone, ...chunk.filter((id) => !present.has(id))],
    };
  }

  return {
    async check(signal) {
      const root = await api.root(signal);
      assertReadable(readableResources(root));
      const [ids, currency] = await Promise.all([
        api.list<PsProduct>('products', { display: '[id]', 'filter[active]': '[1]' }, signal),
        prestaShopCurrency(api, signal).catch(() => null),
      ]);
      const info: PlatformStoreInfo = {
        name: shopNameOf(root),
        currency,
        productCount: ids.length,
      };
      return info;
    },

    async *products(signal): AsyncGenerator<CatalogueProductInput[]> {
      await contextOf(signal, true);
      for await (const page of pages({ 'filter[active]': '[1]' }, signal, true)) {
        yield (await assemble(page, signal)).upserts;
      }
    },

    async *changedSince(since, signal): AsyncGenerator<PlatformChanges> {
      const from = prestaShopDate(since, options.timeZone);
      const filter = { 'filter[date_upd]': `[${from},9999-12-31 23:59:59]`, date: '1' };
      if (options.timeZone) {
        for await (const page of pages(filter, signal)) yield await assemble(page, signal);
        return;
      }
      // Zone unknown: list ids and dates of the wide window (cheap), narrow it by the shop's
      // newest date, and read in full only what may have changed (prestashop-window.ts).
      const rows: PsDatedRow[] = [];
      const params = { display: '[id,date_upd]' };
      const dated = prestaShopPages(api, filter, { pageSize: DATED_PAGE, params, signal });
      for await (const page of dated) {
        for (const row of page) rows.push({ id: toId(row.id), dateUpd: String(row.date_upd) });
      }
      const ids = narrowPrestaShopWindow(rows, since, now());
      for (let at = 0; at < ids.length; at += IDS_PER_CALL) {
        yield await byIds(ids.slice(at, at + IDS_PER_CALL), signal);
      }
    },

    async fetchByIds(ids, signal) {
      const changes: PlatformChanges = { upserts: [], gone: [] };
      const wanted = [...new Set(ids)];
      const numeric = wanted.filter((id) => /^\d+$/.test(id));
      changes.gone.push(...wanted.filter((id) => !/^\d+$/.test(id)));
      for (let at = 0; at < numeric.length; at += IDS_PER_CALL) {
        const page = await byIds(numeric.slice(at, at + IDS_PER_CALL), signal);
        changes.upserts.push(...page.upserts);
        changes.gone.push(...page.gone);
      }
      return changes;
    },
  };
}
