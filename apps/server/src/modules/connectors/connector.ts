import type { CmsData, Platform } from '@trova/contracts';

/**
 * Where a platform's catalogue comes from (docs/product/catalogue.md): a feed Trova fetches, the
 * push API the shop or its plugin calls, the platform's own change notifications, or the
 * platform's API Trova reads with the owner's credentials (imports, webhooks and polls).
 */
export type CatalogueSource = 'feed' | 'push' | 'webhook' | 'platform-api';

/**
 * What a connector reads of a stored shop. Declared here, not imported from `shops`, because shops
 * sits above connectors in the module order (docs/architecture.md, "Module boundaries"): a
 * `shops` row satisfies it as it is.
 */
export interface ConnectedShop {
  readonly id: string;
}

/** Console widgets of a shop's platform data the owner may change (`editable_widgets`). */
export type EditableWidget = 'feedUrl' | 'language_iso';

/**
 * When a catalogue is refreshed: `feed` shops are synced daily at their preferred time, or when
 * their fixed file changes; `on-change` shops send changes as they happen.
 */
export type CatalogueSchedule = 'feed' | 'on-change';

/** How a shop of the platform is connected in the wizard. */
export type ConnectMethod = 'feed-url' | 'api-key' | 'oauth' | 'credentials';

/**
 * One platform's integration, behind the same interface for every platform: how it connects, what
 * the owner may edit, where its catalogue comes from and when, and what disconnecting stops.
 */
export interface Connector {
  readonly platform: Platform;
  readonly connect: ConnectMethod;
  readonly source: CatalogueSource;
  readonly schedule: CatalogueSchedule;
  readonly editableWidgets: readonly EditableWidget[];
  /**
   * Stops whatever brings the shop's catalogue (scheduled syncs, queued jobs) before the shop is
   * deleted. Products and configuration go with the shop row itself.
   */
  disconnect(shop: ConnectedShop): Promise<void>;
  /** The owner changed the shop's platform data (`PUT shops/{id}/data`). */
  dataChanged(shop: ConnectedShop, before: CmsData, after: CmsData): Promise<void>;
}
