import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { connectConfigurationToGuard } from '../configuration/configuration-guard';
import { discardLastEdit, useConfigurationState } from '../configuration/configuration-store';
import { useConfigurationSync } from '../configuration/use-configuration-sync';
import { PublishToggle } from '../save-bar/publish-toggle';
import { ShopSwitchDialog } from '../save-bar/shop-switch-dialog';
import { useSaveConfiguration } from '../save-bar/use-save-configuration';
import { VersionPicker } from '../save-bar/version-picker';
import { HistoryButton, HistoryDialog } from '../configuration-history/history-dialog';
import { previewPath } from '../preview/urls';

/**
 * Save bar of the configuration screens (docs/product/shell.md#save-bar): published toggle, layer
 * version, save, discard (one edit at a time), the configuration history
 * (docs/product/configuration-history.md) and preview. It also keeps the draft on the current shop
 * and tells the guard about unsaved edits.
 */
export function SaveBar() {
  const { t } = useTranslation();
  const { shop } = useConfigurationSync();
  const { draft, history, shopId } = useConfigurationState();
  const { save, saving } = useSaveConfiguration();
  const dirty = history.length > 0;

  useEffect(() => connectConfigurationToGuard(save), [save]);

  return (
    <Paper component="section" aria-label={t('saveBar.label')} withBorder p="sm" mb="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="md" align="flex-end">
          {shop ? <PublishToggle shop={shop} /> : null}
          {draft && shopId === shop?.id ? (
            <VersionPicker current={draft.setup.config.layerVersion} />
          ) : null}
        </Group>
        <Group gap="xs" align="center">
          <Text size="sm" c="dimmed" role="status">
            {dirty ? t('saveBar.unsaved', { count: history.length }) : t('saveBar.allSaved')}
          </Text>
          <Button variant="default" onClick={discardLastEdit} disabled={!dirty || saving}>
            {t('saveBar.discard')}
          </Button>
          <Button
            // A failed save has already said so in a toast; the edits stay for another try.
            onClick={() => void save().catch(() => undefined)}
            disabled={!dirty}
            loading={saving}
          >
            {t('saveBar.save')}
          </Button>
          <HistoryButton />
          <Button component={Link} to={previewPath} variant="subtle">
            {t('saveBar.preview')}
          </Button>
        </Group>
      </Group>
      <ShopSwitchDialog />
      {shop ? <HistoryDialog shopId={shop.id} /> : null}
    </Paper>
  );
}
