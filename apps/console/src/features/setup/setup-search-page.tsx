import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigurationErrorBanner } from '../configuration-history/configuration-error-banner';
import { SyncErrorAlert } from '../shops/sync-error-text';
import { TabHeading } from '../../lib/ui/section-layout';
import { useConfigurationState } from '../configuration/configuration-store';
import { AlgoliaApiSection } from './components/algolia-api-section';
import { ApiKeyField } from './components/api-key-field';
import { ConfigurationTiles } from './components/configuration-tiles';
import { DeleteShop } from './components/delete-shop';
import { FeedUrlForm } from './components/feed-url-form';
import { ImportCodeModal } from './components/import-code-modal';
import { LearningSetting } from './components/learning-setting';
import { PlatformKeysForm } from './components/platform-keys-form';
import { useShopAttributes } from './setup.queries';
import { useConfigurationSync } from '../configuration/use-configuration-sync';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { setupActions } from './urls';

/** Widget name that makes the feed URL editable (docs/product/search-setup.md#connection). */
export const FEED_URL_WIDGET = 'feedUrl';

/**
 * Reloads the attributes when the shop stops indexing (the not-busy event of
 * docs/product/shell.md#polling): a fresh index can bring new fields. Mounting the tab loads them
 * too, since the query refetches on mount.
 */
function useAttributesAfterIndexing(shopId: string | null, indexing: boolean): void {
  const attributes = useShopAttributes(shopId);
  const wasIndexing = useRef(indexing);
  const { refetch } = attributes;
  useEffect(() => {
    if (wasIndexing.current && !indexing) void refetch();
    wasIndexing.current = indexing;
  }, [indexing, refetch]);
}

/** Search configuration (docs/product/search-setup.md#search-tab). */
export function SetupSearchPage() {
  const { t } = useTranslation();
  const { shop, loading } = useConfigurationSync();
  const importCode = useUrlDialog(setupActions.importCode);
  const { draft, shopId } = useConfigurationState();
  useAttributesAfterIndexing(shop?.id ?? null, shop?.isIndexing ?? false);

  if (!shop) {
    return (
      <Stack>
        <TabHeading>{t('sections.setup.search')}</TabHeading>
        {loading ? (
          <Loader aria-label={t('setup.common.loading')} />
        ) : (
          <Alert color="yellow">{t('setup.common.noShop')}</Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <TabHeading>{t('sections.setup.search')}</TabHeading>
      <ConfigurationErrorBanner shop={shop} />
      {shop.syncError ? (
        <SyncErrorAlert
          error={shop.syncError}
          title={t('firstSync.title')}
          platform={shop.cms.type}
        />
      ) : null}
      <Paper withBorder p="md" component="section" aria-labelledby="setup-connection">
        <Stack>
          <Title order={2} id="setup-connection" size="h3">
            {t('setup.search.connection')}
          </Title>
          <ApiKeyField />
          {shop.editable_widgets.includes(FEED_URL_WIDGET) ? (
            <FeedUrlForm key={shop.id} shop={shop} />
          ) : null}
          <PlatformKeysForm key={shop.id} shop={shop} />
          <Group>
            <Button variant="light" onClick={() => importCode.open()}>
              {t('setup.importCode.open')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <AlgoliaApiSection shopKey={shop.key} sortValues={draft?.layout.sort.values ?? []} />
      <ConfigurationTiles shopId={shop.id} />
      {draft && shopId === shop.id ? (
        <LearningSetting learning={draft.setup.config.learning} />
      ) : null}
      <DeleteShop shop={shop} />
      <ImportCodeModal opened={importCode.opened} onClose={importCode.close} shopKey={shop.key} />
    </Stack>
  );
}
