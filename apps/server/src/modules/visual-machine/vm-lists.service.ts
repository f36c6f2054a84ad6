import { randomUUID } from 'node:crypto';
import {
  effectivePlanKey,
  isStandardOrMore,
  selectedPlan,
  type Plan,
  type VmProduct,
} from '@trova/contracts';
import type { z } from 'zod';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { Caller } from '../../kernel/caller';
import { ownedShop } from '../../kernel/shop-access';
import type { ShopRow, ShopsRepository } from '../shops/index';
import type { VmItemsRepository, VmKind } from './vm-items.repository';

/** What a Visual Machine item has whatever its list. */
export interface VmItem {
  id?: string | undefined;
  name: string;
}

/**
 * How one list is checked and stored: its schema, its save rules (the contracts' warnings, the
 * same the console shows), and the products it names, whose availability the server decides.
 */
export interface VmListKind<Item extends VmItem> {
  kind: VmKind;
  schema: z.ZodType<Item>;
  warnings: (item: Item) => readonly string[];
  products: (item: Item) => readonly VmProduct[];
  withProducts: (item: Item, map: (product: VmProduct) => VmProduct) => Item;
  /** Ties the item to the shop it is saved under, where the item names its shop. */
  ownedBy?: (item: Item, shopId: string) => Item;
}

export interface VmListsDependencies {
  shops: ShopsRepository;
  items: VmItemsRepository;
  /** Which of the ids the shop's catalogue holds now. */
  existingProducts: (shopId: string, ids: readonly string[]) => Promise<Set<string>>;
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
  now: Clock;
  /** Told after every write of a shop's list, once it is stored (search reads the lists again). */
  changed?: (shopId: string, kind: VmKind) => void;
}

type Saved<Item extends VmItem> = Item & { id: string };

/**
 * The Visual Machine's lists of one of the caller's shops (docs/product/visual-machine.md#lists):
 * list, create (or copy), update, delete and save the whole order. Every call checks the shop is
 * the caller's (404 otherwise) and that the plan is standard or higher (402
 * `plan-feature-locked`, docs/product/visual-machine.md#gating). A save runs the list's rules and
 * refuses any warning with 400 `visual-machine-invalid` (the warnings in `details`), so the server
 * blocks what the console blocks.
 *
 * Availability: the server, not the request, decides each product's `isAlive` from the catalogue
 * at save. A product newly chosen that the catalogue lacks refuses the save (`productNotAlive`);
 * one that vanished after it was chosen does not block toggles, reorders or other edits, so a
 * campaign can still be switched off (docs/adr/0012-visual-machine.md).
 *
 * @example
 * const campaigns = new VmListsService(deps, campaignKind);
 * await campaigns.create(caller, shopId, defaultCampaign()); // 400 until named and given products
 */
export class VmListsService<Item extends VmItem> {
  constructor(
    private readonly deps: VmListsDependencies,
    private readonly config: VmListKind<Item>,
  ) {}

  async list(caller: Caller | undefined, shopId: string): Promise<Saved<Item>[]> {
    const shop = await this.openShop(caller, shopId);
    return this.read(shop.id);
  }

  async create(caller: Caller | undefined, shopId: string, item: Item): Promise<Saved<Item>> {
    const shop = await this.openShop(caller, shopId);
    const id = randomUUID();
    const checked = await this.checked(shop.id, { ...item, id }, undefined);
    await this.deps.items.insert(shop.id, this.config.kind, stored(checked), this.nowSeconds());
    this.changed(shop.id);
    return checked;
  }

  async update(
    caller: Caller | undefined,
    shopId: string,
    id: string,
    item: Item,
  ): Promise<Saved<Item>> {
    const shop = await this.openShop(caller, shopId);
    const before = (await this.read(shop.id)).find((candidate) => candidate.id === id);
    if (!before) throw new AppError('visual-machine-item-not-found');
    const checked = await this.checked(shop.id, { ...item, id }, before);
    await this.deps.items.update(shop.id, this.config.kind, stored(checked), this.nowSeconds());
    this.changed(shop.id);
    return checked;
  }

  async remove(caller: Caller | undefined, shopId: string, id: string): Promise<{ status: 'OK' }> {
    const shop = await this.openShop(caller, shopId);
    if (!(await this.deps.items.remove(shop.id, this.config.kind, id))) {
      throw new AppError('visual-machine-item-not-found');
    }
    this.changed(shop.id);
    return { status: 'OK' };
  }

  /**
   * The whole list in a new order (a drag, enable/disable all). It must name every stored item
   * once and nothing else (409 `visual-machine-order-mismatch`), and each item is checked like a
   * single save.
   */
  async saveOrder(
    caller: Caller | undefined,
    shopId: string,
    items: readonly Item[],
  ): Promise<Saved<Item>[]> {
    const shop = await this.openShop(caller, shopId);
    const current = new Map((await this.read(shop.id)).map((item) => [item.id, item]));
    const checked: Saved<Item>[] = [];
    for (const item of items) {
      const before = item.id === undefined ? undefined : current.get(item.id);
      if (!before) throw new AppError('visual-machine-order-mismatch');
      checked.push(await this.checked(shop.id, { ...item, id: before.id }, before));
    }
    const saved = await this.deps.items.saveOrder(
      shop.id,
      this.config.kind,
      checked.map(stored),
      this.nowSeconds(),
    );
    if (!saved) throw new AppError('visual-machine-order-mismatch');
    this.changed(shop.id);
    return checked;
  }

  /** The shop's list as stored, without access checks: for search and jobs. */
  async read(shopId: string): Promise<Saved<Item>[]> {
    const rows = await this.deps.items.list(shopId, this.config.kind);
    return rows.flatMap((row) => {
      const parsed = this.config.schema.safeParse({ ...(row.body as object), id: row.id });
      // A row written by an older version that no longer parses is left out, never served broken.
      return parsed.success ? [{ ...parsed.data, id: row.id }] : [];
    });
  }

  private openShop(caller: Caller | undefined, shopId: string): Promise<ShopRow> {
    return openVmShop(this.deps, caller, shopId);
  }

  private async checked(
    shopId: string,
    item: Saved<Item>,
    before: Saved<Item> | undefined,
  ): Promise<Saved<Item>> {
    const { config } = this;
    const ids = [...new Set(config.products(item).map((product) => product.id))];
    const alive = await this.deps.existingProducts(shopId, ids);
    const known = new Set(before ? config.products(before).map((product) => product.id) : []);
    const owned = config.ownedBy ? config.ownedBy(item, shopId) : item;
    const refreshed = config.withProducts(owned, (product) => ({
      ...product,
      isAlive: alive.has(product.id),
    }));
    // Vanished products already in the stored item do not block; new ones do.
    const judged = config.withProducts(refreshed, (product) =>
      known.has(product.id) ? { ...product, isAlive: true } : product,
    );
    const warnings = config.warnings(judged);
    if (warnings.length > 0) {
      throw new AppError('visual-machine-invalid', undefined, { warnings });
    }
    return { ...refreshed, id: item.id };
  }

  private changed(shopId: string): void {
    this.deps.changed?.(shopId, this.config.kind);
  }

  private nowSeconds(): number {
    return epochSeconds(this.deps.now);
  }
}

/**
 * The caller's shop, if its plan has the Visual Machine (standard or higher, trial included;
 * docs/product/visual-machine.md#gating): 404 for another customer's shop, 402
 * `plan-feature-locked` below standard.
 */
export async function openVmShop(
  deps: Pick<VmListsDependencies, 'shops' | 'plans' | 'now'>,
  caller: Caller | undefined,
  shopId: string,
): Promise<ShopRow> {
  const shop = await ownedShop(deps.shops, caller, shopId);
  const plan = selectedPlan(await deps.plans(shop.customer_id));
  if (!isStandardOrMore(effectivePlanKey(plan, epochSeconds(deps.now)))) {
    throw new AppError('plan-feature-locked', 'The Visual Machine needs the standard plan.');
  }
  return shop;
}

function stored<Item extends VmItem>(item: Saved<Item>) {
  const { id, ...body } = item;
  return { id, body };
}
