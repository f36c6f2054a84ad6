import { Button, Group, TextInput } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readSession, subscribeSession } from '../../../lib/api/session-store';
import { useCopy } from '../use-copy';

const readApiKey = () => readSession().apiKey ?? '';

/** The customer's API key, read-only, with a copy button (document 001 §2). */
export function ApiKeyField() {
  const { t } = useTranslation();
  const apiKey = useSyncExternalStore(subscribeSession, readApiKey, () => '');
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
