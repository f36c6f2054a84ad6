import { ActionIcon, Button, Group, Modal, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { useApiKey } from '../../../lib/api/use-api-key';
import { useRotateApiKey } from '../wizard.queries';

/** The API key, read-only, with copy and refresh (docs/product/onboarding.md#shop-step). */
export function ApiKeyField() {
  const { t } = useTranslation();
  const apiKey = useApiKey();
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateApiKey();

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      showToast({ kind: 'success', message: t('wizard.shop.copied') });
    } catch {
      showToast({ kind: 'danger', message: t('wizard.shop.copyFailed') });
    }
  }

  function refresh() {
    rotate.mutate(undefined, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('wizard.shop.refreshed') });
        setConfirming(false);
      },
      onError: () => showToast({ kind: 'danger', message: t('wizard.shop.refreshFailed') }),
    });
  }

  return (
    <>
      <TextInput
        label={t('wizard.shop.apiKey')}
        description={t('wizard.shop.apiKeyHint')}
        value={apiKey}
        readOnly
        ff="monospace"
        rightSectionWidth={72}
        rightSection={
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('wizard.shop.copy')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('wizard.shop.copy')}
                onClick={() => void copy()}
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('wizard.shop.refresh')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('wizard.shop.refresh')}
                onClick={() => setConfirming(true)}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        }
      />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('wizard.shop.refreshTitle')}
      >
        <Text size="sm">{t('wizard.shop.refreshText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('wizard.shop.cancel')}
          </Button>
          <Button color="red" loading={rotate.isPending} onClick={refresh}>
            {t('wizard.shop.refreshConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
