import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The tiles and their modals are the bulk of the settings step; the earlier steps need none of it.
const ConfigurationTiles = lazy(() =>
  import('../../setup/components/configuration-tiles').then((module) => ({
    default: module.ConfigurationTiles,
  })),
);

/**
 * The query, results, facets and selector tiles, owned by the setup screens and shared with the
 * wizard, which also offers the starting setup proposed from the shop's fields. Kept behind this one component so the settings step does not depend on their internals.
 */
export function SettingsTilesSlot({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
      <ConfigurationTiles shopId={shopId} propose />
    </Suspense>
  );
}
