import { randomUUID } from 'node:crypto';
import {
  catalogueProductSchema,
  type CatalogueBatchResult,
  type CatalogueItemError,
  type CustomShopRegistration,
  type RegisteredShop,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireApiKeyCaller, type ApiKeyCaller } from '../auth/caller';
import { randomToken } from '../auth/secrets';
import type { ShopsRepository } from '../shops/shops.repository';
import type { ProductsRepository, StoredProduct } from './products.repository';

/** Told after a batch is stored, so the shop's index is rebuilt. */
export type CatalogueChanged = (shop: { id: string; key: string }) => void;

export interface CatalogueServiceDependencies {
  shops: ShopsRepository;
  products: ProductsRepository;
  catalogueChanged: CatalogueChanged;
  now: Clock;
}

/** Splits a batch into valid products and per-item errors; the last upsert of an id wins. */
function validateUpserts(upserts: readonly unknown[]): {
  products: StoredProduct[];
  errors: CatalogueItemError[];
} {
  const byId = new Map<string, StoredProduct>();
  const errors: CatalogueItemError[] = [];
  upserts.forEach((item, index) => {
    const parsed = catalogueProductSchema.safeParse(item);
    if (parsed.success) {
      byId.set(parsed.data.id, { id: parsed.data.id, data: JSON.stringify(parsed.data) });
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

/** The push API ('Custom Integration'): shop registration and catalogue batches. */
export class CatalogueService {
  constructor(private readonly deps: CatalogueServiceDependencies) {}

  /**
   * `POST integrations/custom`: a shop waiting to be configured, with its public search key.
   * @example const { id, key } = await catalogue.registerShop(caller, { shopUrl, languageIso: 'it' });
   */
  async registerShop(
    caller: ApiKeyCaller | undefined,
    input: CustomShopRegistration,
  ): Promise<RegisteredShop> {
    const { customerId } = requireApiKeyCaller(caller);
    const shop = { id: randomUUID(), key: randomToken(18) };
    await this.deps.shops.insert({
      ...shop,
      customer_id: customerId,
      url: input.shopUrl,
      sector: null,
      cms_type: 'custom-integration',
      cms_version: null,
      language_iso: input.languageIso,
      created_at: epochSeconds(this.deps.now),
    });
    return { status: 'OK', ...shop };
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
    const { customerId } = requireApiKeyCaller(caller);
    const shop = await this.deps.shops.findOwned(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    const { products, errors } = validateUpserts(batch.upserts);
    if (errors.length > 0)
      throw new AppError('catalogue-batch-invalid', undefined, { items: errors });
    const { deleted, skus } = await this.deps.products.applyBatch(
      shop.id,
      products,
      [...new Set(batch.deletes)],
      epochSeconds(this.deps.now),
    );
    this.deps.catalogueChanged({ id: shop.id, key: shop.key });
    return { status: 'OK', upserted: products.length, deleted, skus };
  }
}
