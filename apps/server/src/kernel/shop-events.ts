import type { Transaction } from 'kysely';
import type { Database } from '../db/database.schema';
import type { CatalogueChange, ShopRef } from './catalogue-change';
import { createEventBus, type EventBus } from './event-bus';
import type { SearchSettings, ShopConfiguration } from './shop-configuration';

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
  /**
   * A save made a new configuration revision. Emitted by `configuration` once the revision is
   * stored; it read the configuration once and derived `settings` once, so no listener reads or
   * derives them again: search makes them live, the Visual Machine drops its rules, cluster tells
   * the other processes. A save that changes nothing emits nothing.
   */
  'configuration.saved': ConfigurationSaved;
  /**
   * A catalogue write committed. Emitted by the catalogue writer, one change at a time per shop in
   * the order they were committed: search applies it, the Visual Machine marks what left, cluster
   * tells the other processes.
   */
  'catalogue.changed': { shop: ShopRef; change: CatalogueChange };
  /** The owner published or unpublished a shop; emitted by `shops` once it is stored. */
  'shop.published': { shop: ShopRef; published: boolean };
}

/** A stored configuration revision and what it asks of search. */
export interface ConfigurationSaved {
  shop: ShopRef;
  revision: number;
  previous: ShopConfiguration;
  configuration: ShopConfiguration;
  /** What `configuration` asks of search (engine schema, index inputs, query settings). */
  settings: SearchSettings;
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
