import type { Transaction } from 'kysely';
import type { Database } from '../db/database.schema';
import { createEventBus, type EventBus } from './event-bus';

/**
 * What can happen to a shop, and what each module may react to (docs/architecture.md, "Shop
 * events"). Payload fields are filled in by the emitting modules' work; keep them to what a
 * listener needs, in kernel or @trova/contracts types only (the kernel imports no module).
 */
export interface ShopEventMap {
  /**
   * A shop is about to be deleted: emitted by `shops` inside the deleting transaction, before
   * `shop.deleted`, while every row of the shop is still there. A module that keeps something of
   * the shop reads it here with `trx` and deletes nothing (billing retires the shop's billed
   * searches, counted from the events and analytics rows that `shop.deleted` removes). Two events,
   * not one: subscribers run bottom-up, so a lower module's rows would be gone before a higher
   * module's `shop.deleted` subscriber could read them.
   */
  'shop.deleting': ShopDeletion;
  /**
   * A shop and its rows are being deleted. Emitted by `shops` inside the deleting transaction,
   * before the `shops` row goes: every module deletes its own rows with `trx` (rows with a
   * cascading foreign key to `shops` go with the row), so the deletion commits or rolls back as
   * one. shop-deletion.test.ts holds every table with a `shop_id` to this.
   */
  'shop.deleted': ShopDeletion;
}

/** The shop being deleted, its owner, and the transaction that deletes it. */
export interface ShopDeletion {
  shopId: string;
  customerId: string;
  trx: Transaction<Database>;
}

export type ShopEvents = EventBus<ShopEventMap>;

/** One bus per application; modules subscribe in their `<m>.module.ts` assembler. */
export function createShopEvents(): ShopEvents {
  return createEventBus<ShopEventMap>();
}
