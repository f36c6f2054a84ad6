import {
  marketPriceCents,
  MARKET_PRICES_PAGE_SIZE,
  type MarketPriceProduct,
  type MarketPriceProductPage,
  type MarketPriceProductsQuery,
  type PriceSharing,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import type { Caller } from '../../kernel/caller';
import { ownedShop } from '../../kernel/shop-access';
import type { ShopsRepository } from '../shops/index';
import { cataloguePrice, websiteOf } from './catalogue-price';
import type { MarketPriceLookup, MarketPriceRow } from './market-price-lookup';
import type { MarketPricesRepository, OwnProduct } from './market-prices.repository';
import type { ShopLabels } from './shop-labels';

export interface MarketPricesDependencies {
  shops: ShopsRepository;
  repository: MarketPricesRepository;
  labels: ShopLabels;
  now: Clock;
}

const byPrice = (a: MarketPriceRow, b: MarketPriceRow): number =>
  a.priceCents - b.priceCents || a.shop.localeCompare(b.shop);

/**
 * Market prices (docs/product/analytics.md#market-prices): each product's prices on other
 * websites, matched on the normalised GTIN, from the shop's competitor feeds (named by host) and,
 * when the shop itself shares, from the other sharing Trova shops (named anonymously). Sharing is
 * reciprocal: a shop that does not share sees only its competitor feeds.
 *
 * @example
 * const prices = await marketPrices.forProducts(shopId, ['sku-1']);
 * prices.get('sku-1'); // [{ shop: 'rival.it', priceCents: 1299, currency: 'EUR', source: 'feed', … }]
 */
export class MarketPricesService implements MarketPriceLookup {
  constructor(private readonly deps: MarketPricesDependencies) {}

  /** For analytics, which has already checked the shop is the caller's. */
  async forProducts(
    shopId: string,
    objectIds: readonly string[],
  ): Promise<Map<string, MarketPriceRow[]>> {
    const own = await this.deps.repository.ownProducts(shopId, objectIds);
    return this.pricesOf(shopId, own);
  }

  async sharing(caller: Caller | undefined, shopId: string): Promise<PriceSharing> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    return { enabled: await this.deps.repository.isSharing(shop.id) };
  }

  async setSharing(
    caller: Caller | undefined,
    shopId: string,
    body: PriceSharing,
  ): Promise<PriceSharing> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    await this.deps.repository.setSharing(shop.id, body.enabled, epochSeconds(this.deps.now));
    return { enabled: body.enabled };
  }

  /** One page of the shop's products that have at least one price on another website. */
  async products(
    caller: Caller | undefined,
    shopId: string,
    query: MarketPriceProductsQuery,
  ): Promise<MarketPriceProductPage> {
    const shop = await ownedShop(this.deps.shops, caller, shopId);
    const { repository } = this.deps;
    const withShared = await repository.isSharing(shop.id);
    const pageSize = MARKET_PRICES_PAGE_SIZE;
    const { ids, total } = await repository.matchedPage(
      shop.id,
      withShared,
      (query.page - 1) * pageSize,
      pageSize,
    );
    const own = await repository.ownProducts(shop.id, ids);
    const prices = await this.pricesOf(shop.id, own, withShared);
    const products = own
      .sort((a, b) => (a.product_id < b.product_id ? -1 : 1))
      .map((product): MarketPriceProduct => {
        const ours = cataloguePrice(product.data);
        const rows = prices.get(product.product_id) ?? [];
        return {
          objectId: product.product_id,
          title: ours.title,
          gtin: product.gtin,
          priceCents: ours.priceCents,
          currency: ours.currency,
          marketPriceCents: marketPriceCents(rows, ours.currency) ?? null,
          prices: rows.map((row) => ({
            website: row.shop,
            priceCents: row.priceCents,
            currency: row.currency,
            source: row.source,
            updatedAt: Math.floor(row.updatedAt / 1000),
          })),
        };
      });
    return { total, page: query.page, pageSize, products };
  }

  private async pricesOf(
    shopId: string,
    own: readonly OwnProduct[],
    sharing?: boolean,
  ): Promise<Map<string, MarketPriceRow[]>> {
    const result = new Map<string, MarketPriceRow[]>();
    if (own.length === 0) return result;
    const { repository, labels } = this.deps;
    const gtins = [...new Set(own.map((product) => product.gtin))];
    const byGtin = new Map<string, MarketPriceRow[]>();
    const add = (gtin: string, row: MarketPriceRow): void => {
      const rows = byGtin.get(gtin);
      if (rows) rows.push(row);
      else byGtin.set(gtin, [row]);
    };
    for (const row of await repository.feedPrices(shopId, gtins)) {
      add(row.gtin, {
        shop: websiteOf(row.url),
        priceCents: row.price_cents,
        currency: row.currency,
        source: 'feed',
        updatedAt: row.fetched_at * 1000,
      });
    }
    if (sharing ?? (await repository.isSharing(shopId))) {
      // One price per sharing shop and GTIN: its lowest (variants may share a GTIN).
      const lowest = new Map<string, { gtin: string; shopId: string; row: MarketPriceRow }>();
      for (const product of await repository.sharedProducts(shopId, gtins)) {
        const price = cataloguePrice(product.data);
        if (price.priceCents === null || price.currency === null) continue;
        const key = `${product.shop_id}\u0000${product.gtin}`;
        const seen = lowest.get(key);
        if (seen && seen.row.priceCents <= price.priceCents) continue;
        lowest.set(key, {
          gtin: product.gtin,
          shopId: product.shop_id,
          row: {
            shop: '',
            priceCents: price.priceCents,
            currency: price.currency,
            source: 'shared',
            updatedAt: product.updated_at * 1000,
          },
        });
      }
      for (const { gtin, shopId: sharingShop, row } of lowest.values()) {
        add(gtin, { ...row, shop: await labels.label(shopId, sharingShop) });
      }
    }
    for (const product of own) {
      const rows = byGtin.get(product.gtin);
      if (rows) result.set(product.product_id, [...rows].sort(byPrice));
    }
    return result;
  }
}
