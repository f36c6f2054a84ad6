import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiKey } from '../../../lib/api/use-api-key';
import { useCopy } from '../use-copy';

/**
 * The customer's API key, read-only, with a copy button (docs/product/search-setup.md#connection).
 */
export function ApiKeyField() {
  const { t } = useTranslation();
  const apiKey = useApiKey();
  const copy = useCopy();
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label={t('setup.search.apiKey')}
        description={t('setup.search.apiKeyHelp')}
        value={apiKey}
        readOnly
        ff="monospace"
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={() => void copy(apiKey)} disabled={apiKey === ''}>
        {t('setup.search.copyApiKey')}
      </Button>
    </Group>
  );
}
