import { ActionIcon, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { ALLOWED_ORIGINS_MAX, normaliseOrigin } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editSetupConfig } from '../setup-edits';

/**
 * The sites allowed to call the shop's storefront API from a browser
 * (docs/product/algolia-protocol.md#cors-and-allowed-origins). Empty: any site. Each origin is
 * normalised as browsers send it; the list goes into the draft and is saved with the save bar,
 * like every other setting.
 */
export function AllowedOriginsSetting({ origins }: { origins: readonly string[] }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const origin = normaliseOrigin(text);
    if (origin === undefined) {
      setError(t('setup.allowedOrigins.invalid'));
      return;
    }
    if (origins.includes(origin)) {
      setError(t('setup.allowedOrigins.duplicate'));
      return;
    }
    if (origins.length >= ALLOWED_ORIGINS_MAX) {
      setError(t('setup.allowedOrigins.tooMany', { max: ALLOWED_ORIGINS_MAX }));
      return;
    }
    editSetupConfig('allowedOrigins', (current) => [...(current ?? []), origin]);
    setText('');
    setError(null);
  };

  return (
    <Stack gap="xs">
      <Text size="sm">{t('setup.allowedOrigins.help')}</Text>
      {origins.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('setup.allowedOrigins.empty')}
        </Text>
      ) : (
        <List listStyleType="none" spacing={4} aria-label={t('setup.allowedOrigins.list')}>
          {origins.map((origin) => (
            <List.Item key={origin}>
              <Group gap="xs">
                <Text size="sm" ff="monospace">
                  {origin}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('setup.allowedOrigins.remove', { origin })}
                  onClick={() =>
                    editSetupConfig('allowedOrigins', (current) =>
                      (current ?? []).filter((entry) => entry !== origin),
                    )
                  }
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-start">
        <TextInput
          label={t('setup.allowedOrigins.input')}
          placeholder="https://shop.example.com"
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button mt={25} variant="light" onClick={add}>
          {t('setup.allowedOrigins.add')}
        </Button>
      </Group>
    </Stack>
  );
}
