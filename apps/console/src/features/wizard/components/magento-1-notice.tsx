import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Magento 1 is end of life (docs/product/onboarding.md#platform): no API connection, but a Google
 * Shopping feed. The server stores such a shop as a Google Shopping one, which the text says.
 */
export function Magento1Notice({ onUseFeed }: { onUseFeed: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('platformConnect.magento1.title')}>
      <Text size="sm">{t('platformConnect.magento1.text')}</Text>
      <Group mt="sm">
        <Button variant="default" onClick={onUseFeed}>
          {t('platformConnect.magento1.action')}
        </Button>
      </Group>
    </Alert>
  );
}
