import type { FineTuning, PartialLayout, Setup } from '@trova/contracts';

/**
 * Ports of the modules above shops that the shop list and deletion read (docs/architecture.md,
 * "Module boundaries"): declared here so that shops imports none of them; their assemblers
 * connect them (`createShopsModule(...).ports`).
 */

/** What the console's view of a shop shows of its configuration. */
export interface ShopConfigurationView {
  setup: Setup | null;
  fineTuning: FineTuning | null;
  layout: PartialLayout | null;
  /** A stable error code when the stored configuration could not be read (all sections null). */
  error: string | null;
}

/** The configuration module: each shop's configuration as the shop list shows it. */
export interface ShopConfigurationViews {
  /** Every shop asked answered; one damaged configuration never hides the others. */
  viewsOf(shopIds: readonly string[]): Promise<ReadonlyMap<string, ShopConfigurationView>>;
}

/** The search module: the live index of each shop. */
export interface ShopIndexState {
  /** Whether a build of the shop is waiting or running in this process. */
  isIndexing(shopId: string): boolean;
  /** The product fields the shop's live index carries; empty without one. */
  attributesOf(shopKey: string): readonly string[];
  /** Drops the shop's live index, stored index and pending work. */
  forget(shop: { id: string; key: string }): Promise<void>;
}
