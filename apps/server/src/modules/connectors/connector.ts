import type { CmsData, Platform } from '@trova/contracts';
import type { ShopRow } from '../shops/index';

/**
 * Where a platform's catalogue comes from (docs/product/catalogue.md): a feed Trova fetches, the
 * push API the shop or its plugin calls, or the platform's own change notifications.
 */
export type CatalogueSource = 'feed' | 'push' | 'webhook';

/** Console widgets of a shop's platform data the owner may change (`editable_widgets`). */
export type EditableWidget = 'feedUrl' | 'language_iso';

/**
 * When a catalogue is refreshed: `feed` shops are synced daily at their preferred time, or when
 * their fixed file changes; `on-change` shops send changes as they happen.
 */
export type CatalogueSchedule = 'feed' | 'on-change';

/** How a shop of the platform is connected in the wizard. */
export type ConnectMethod = 'feed-url' | 'api-key' | 'oauth';

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
  disconnect(shop: ShopRow): Promise<void>;
  /** The owner changed the shop's platform data (`PUT shops/{id}/data`). */
  dataChanged(shop: ShopRow, before: CmsData, after: CmsData): Promise<void>;
}
