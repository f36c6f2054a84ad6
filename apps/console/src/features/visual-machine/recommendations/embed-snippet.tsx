import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { externalEmbedSnippet } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/api/use-public-config';
import { showToast } from '../../../lib/toast/toast';

/**
 * The snippet an owner pastes to show an external recommendation
 * (docs/product/visual-machine.md#embed): the embed script from the layer's address in
 * `/config.json`, and the element with the tag and the shop key; copied with one button.
 * @example <EmbedSnippet shopKey="k1" tag="widget-7" />
 */
export function EmbedSnippet({ shopKey, tag }: { shopKey: string; tag: string }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  if (!config) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('vmRecommendations.trigger.snippetLoading')}
      </Text>
    );
  }
  const snippet = externalEmbedSnippet({ layerUrl: config.layerUrl, shopKey, tag });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      showToast({ kind: 'success', message: t('vmRecommendations.trigger.copied') });
    } catch {
      showToast({ kind: 'danger', message: t('vmRecommendations.trigger.copyFailed') });
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="embed-snippet">
        {t('vmRecommendations.trigger.snippet')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('vmRecommendations.trigger.snippetHelp')}
      </Text>
      <Code block translate="no" aria-labelledby="embed-snippet" style={{ whiteSpace: 'pre-wrap' }}>
        {snippet}
      </Code>
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCopy size={14} />}
          onClick={() => void copy()}
        >
          {t('vmRecommendations.trigger.copy')}
        </Button>
      </Group>
    </Stack>
  );
}
