import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { CatalogueChange, CatalogueShop } from '../catalogue/index';
import type { NotificationsService } from '../notifications/index';
import type { ShopsRepository } from '../shops/index';
import type {
  VersionedVmItem,
  VmItemAvailabilityRepository,
} from './vm-item-availability.repository';
import type { VmKind } from './vm-items.repository';
import type { VmItem, VmListKind } from './vm-lists.service';

/** How many product ids and item names a notification's detail lists. */
const DETAIL_LIMIT = 20;

/** One stored item with its products' availability set from the catalogue. */
interface Marked {
  name: string;
  body: unknown;
  /** Whether any product's `isAlive` changed. */
  changed: boolean;
  /** Products that were alive and no longer are. */
  lost: string[];
}

/** A list seen through its products, whatever its item type. */
interface ProductList {
  kind: VmKind;
  productIds: (row: VersionedVmItem) => string[];
  mark: (row: VersionedVmItem, alive: ReadonlySet<string>) => Marked | undefined;
}

/**
 * A list of items that hold products (campaigns, manual recommendations) as availability reads
 * it. A stored row that no longer parses is left alone.
 * @example productList(campaignKind)
 */
export function productList<Item extends VmItem>(config: VmListKind<Item>): ProductList {
  const parse = (row: VersionedVmItem): Item | undefined => {
    const parsed = config.schema.safeParse({ ...(row.body as object), id: row.id });
    return parsed.success ? parsed.data : undefined;
  };
  return {
    kind: config.kind,
    productIds: (row) => {
      const item = parse(row);
      return item ? config.products(item).map((product) => product.id) : [];
    },
    mark: (row, alive) => {
      const item = parse(row);
      if (!item) return undefined;
      const lost: string[] = [];
      let changed = false;
      const marked = config.withProducts(item, (product) => {
        const isAlive = alive.has(product.id);
        if (isAlive !== product.isAlive) changed = true;
        if (product.isAlive && !isAlive) lost.push(product.id);
        return { ...product, isAlive };
      });
      const { id: _id, ...body } = marked;
      return { name: item.name, body, changed, lost };
    },
  };
}

export interface VmAvailabilityDependencies {
  items: Pick<VmItemAvailabilityRepository, 'list' | 'replace'>;
  lists: readonly ProductList[];
  /** Which of the ids the shop's catalogue holds now. */
  existingProducts: (shopId: string, ids: readonly string[]) => Promise<Set<string>>;
  shops: Pick<ShopsRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'notify'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now: Clock;
}

/**
 * Keeps each product's `isAlive` in the Visual Machine's items true to the catalogue
 * (docs/product/visual-machine.md#warnings): after every committed catalogue change, items holding
 * a product that left the catalogue are marked (the console's warning marker) and the owner gets
 * one `vm-product-fail` for the change, however many products and items it touched; a product
 * that comes back is marked alive again, without a notification.
 *
 * @example await availability.catalogueChanged(shop, { kind: 'full', version: 7 });
 */
export class VmAvailabilityService {
  constructor(private readonly deps: VmAvailabilityDependencies) {}

  /** Never throws: a failure is logged, the catalogue change stands. */
  async catalogueChanged(shop: CatalogueShop, change: CatalogueChange): Promise<void> {
    try {
      await this.mark(shop, change);
    } catch (error) {
      this.deps.log.error(
        { err: error, shopId: shop.id },
        'Visual Machine availability not marked',
      );
    }
  }

  private async mark(shop: CatalogueShop, change: CatalogueChange): Promise<void> {
    const { deps } = this;
    const lists = await Promise.all(
      deps.lists.map(async (list) => ({ list, rows: await deps.items.list(shop.id, list.kind) })),
    );
    const ids = new Set(lists.flatMap(({ list, rows }) => rows.flatMap(list.productIds)));
    if (ids.size === 0 || !touches(change, ids)) return;
    const alive = await deps.existingProducts(shop.id, [...ids]);
    const lostProducts = new Set<string>();
    const lostItems: string[] = [];
    for (const { list, rows } of lists) {
      for (const row of rows) {
        const marked = list.mark(row, alive);
        if (!marked?.changed) continue;
        const item = { id: row.id, body: marked.body };
        const now = epochSeconds(deps.now);
        // Refused when the owner saved meanwhile: that save judged availability itself.
        if (!(await deps.items.replace(shop.id, list.kind, item, row.text, now))) continue;
        if (marked.lost.length === 0) continue;
        lostItems.push(marked.name);
        for (const id of marked.lost) lostProducts.add(id);
      }
    }
    if (lostProducts.size > 0) await this.notify(shop.id, [...lostProducts], lostItems);
  }

  private async notify(shopId: string, products: string[], items: string[]): Promise<void> {
    const shop = await this.deps.shops.findById(shopId);
    if (!shop) return;
    await this.deps.notifications.notify(
      shop.customer_id,
      'vm-product-fail',
      { shopId },
      {
        productCount: products.length,
        products: products.slice(0, DETAIL_LIMIT),
        itemCount: items.length,
        items: items.slice(0, DETAIL_LIMIT),
      },
    );
  }
}

/** Whether a change can move any of the products: a delta only for the products it names. */
function touches(change: CatalogueChange, ids: ReadonlySet<string>): boolean {
  if (change.kind === 'full') return true;
  return change.deletes.some((id) => ids.has(id)) || change.upserts.some((p) => ids.has(p.id));
}
