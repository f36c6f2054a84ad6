import { ConfigurationTiles } from '../../setup/components/configuration-tiles';

/**
 * The query, results, facets and selector tiles, owned by the setup screens and shared with the
 * wizard. Kept behind this one component so the settings step does not depend on their internals.
 */
export function SettingsTilesSlot({ shopId }: { shopId: string }) {
  return <ConfigurationTiles shopId={shopId} />;
}
