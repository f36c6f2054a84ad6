import {
  catalogueProductSchema,
  type CatalogueBatchResult,
  type CatalogueItemError,
  type CatalogueProduct,
  type CustomShopRegistration,
  type RegisteredShop,
} from '@trova/contracts';
import { AppError } from '../../errors/error-catalogue';
import { requireApiKeyCaller, type ApiKeyCaller } from '../../kernel/caller';
import type { ConnectorRegistry } from '../connectors/index';
import type { ShopRow, ShopsRepository } from '../shops/index';
import type { CatalogueWriter } from './catalogue-writer';

export interface CatalogueServiceDependencies {
  shops: ShopsRepository;
  writer: CatalogueWriter;
  connectors: Pick<ConnectorRegistry, 'forShop' | 'push'>;
}

/** Splits a batch into valid products and per-item errors; the last upsert of an id wins. */
function validateUpserts(upserts: readonly unknown[]): {
  products: CatalogueProduct[];
  errors: CatalogueItemError[];
} {
  const byId = new Map<string, CatalogueProduct>();
  const errors: CatalogueItemError[] = [];
  upserts.forEach((item, index) => {
    const parsed = catalogueProductSchema.safeParse(item);
    if (parsed.success) {
      byId.set(parsed.data.id, parsed.data);
      return;
    }
    const id =
      typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string'
        ? item.id
        : null;
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    errors.push({ index, id, issues });
  });
  return { products: [...byId.values()], errors };
}

/**
 * The push API ('Custom Integration', and the CMS plugins that call it): shop registration, batches
 * and single products (docs/product/catalogue.md). Every change reaches the live index as a delta,
 * without a rebuild.
 */
export class CatalogueService {
  constructor(private readonly deps: CatalogueServiceDependencies) {}

  /**
   * `POST integrations/custom`: a shop of the platform the integration names (a CMS plugin's, or
   * the Custom Integration), waiting for its first products, with its public search key.
   * @example const { id, key } = await catalogue.registerShop(caller, { shopUrl, languageIso: 'it', platform: 'custom-integration' });
   */
  registerShop(
    caller: ApiKeyCaller | undefined,
    input: CustomShopRegistration,
  ): Promise<RegisteredShop> {
    const { customerId } = requireApiKeyCaller(caller);
    return this.deps.connectors.push(input.platform).connectShop(customerId, input);
  }

  /**
   * `POST integrations/custom/{id}/products`: all or nothing. Any invalid product rejects the batch
   * with `catalogue-batch-invalid` and `details.items` naming each bad item by index.
   * @example await catalogue.push(caller, shopId, { upserts: [{ id: '1', title: 'Sneaker' }], deletes: [] });
   */
  async push(
    caller: ApiKeyCaller | undefined,
    shopId: string,
    batch: { upserts: readonly unknown[]; deletes: readonly string[] },
  ): Promise<CatalogueBatchResult> {
    const shop = await this.owned(caller, shopId);
    const { products, errors } = validateUpserts(batch.upserts);
    if (errors.length > 0)
      throw new AppError('catalogue-batch-invalid', undefined, { items: errors });
    return this.write(shop, products, [...new Set(batch.deletes)]);
  }

  /**
   * `PUT integrations/custom/{id}/products/{productId}`: one product, whose `id` must be the
   * path's (a body without one takes it).
   */
  async putProduct(
    caller: ApiKeyCaller | undefined,
    shopId: string,
    productId: string,
    body: unknown,
  ): Promise<CatalogueBatchResult> {
    const shop = await this.owned(caller, shopId);
    const item =
      typeof body === 'object' && body !== null && !('id' in body)
        ? { ...body, id: productId }
        : body;
    const { products, errors } = validateUpserts([item]);
    const [product] = products;
    if (!product) throw new AppError('catalogue-batch-invalid', undefined, { items: errors });
    if (product.id !== productId) {
      throw new AppError('catalogue-batch-invalid', undefined, {
        items: [
          {
            index: 0,
            id: product.id,
            issues: [{ path: 'id', message: 'must be the id of the path' }],
          },
        ],
      });
    }
    return this.write(shop, [product], []);
  }

  /** `DELETE integrations/custom/{id}/products/{productId}`. */
  async deleteProduct(
    caller: ApiKeyCaller | undefined,
    shopId: string,
    productId: string,
  ): Promise<CatalogueBatchResult> {
    const shop = await this.owned(caller, shopId);
    return this.write(shop, [], [productId]);
  }

  private async write(
    shop: ShopRow,
    upserts: CatalogueProduct[],
    deletes: string[],
  ): Promise<CatalogueBatchResult> {
    const { deleted, skus } = await this.deps.writer.apply(shop, upserts, deletes);
    return { status: 'OK', upserted: upserts.length, deleted, skus };
  }

  /**
   * The caller's shop, when its catalogue comes through this API: a feed shop's catalogue is
   * replaced by its next sync, so a push there would be lost (`shop-not-pushable`); so is a
   * WooCommerce, PrestaShop, Magento 2 or Storeden shop read from its store's API.
   */
  private async owned(caller: ApiKeyCaller | undefined, shopId: string): Promise<ShopRow> {
    const { customerId } = requireApiKeyCaller(caller);
    const shop = await this.deps.shops.findOwned(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    if ((await this.deps.connectors.forShop(shop)).source !== 'push') {
      throw new AppError('shop-not-pushable');
    }
    return shop;
  }
}
