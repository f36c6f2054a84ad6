import {
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { SortValue } from '@trova/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/api/use-public-config';
import { sortLabel } from '../../../lib/format/sort-label';
import {
  ALGOLIA_APPLICATION_ID,
  algoliaHost,
  instantSearchSnippet,
  sortReplicas,
} from '../algolia-api.rules';

/** A value with its copy button: the button is a real button, so Tab and Enter reach it. */
function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {/* translate="no": names and code are the same in every language (and for page translators). */}
      <Code aria-label={label} translate="no">
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('setup.copy.done') : t('setup.algoliaApi.copy')}>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={copy}
              aria-label={t('setup.algoliaApi.copyValue', { name: label })}
            >
              {copied ? t('setup.algoliaApi.copied') : t('setup.algoliaApi.copy')}
            </Button>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The names an Algolia front-end library needs to run on Trova, and a copyable InstantSearch
 * snippet (docs/product/algolia-protocol.md#credentials-and-names, search-setup.md#search-tab).
 */
export function AlgoliaApiSection({
  shopKey,
  sortValues,
}: {
  shopKey: string;
  sortValues: readonly SortValue[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const config = usePublicConfig();
  const host = algoliaHost(config?.baseurl ?? window.location.origin, window.location.origin);
  const hostText = host.port === undefined ? host.url : `${host.url}:${host.port}`;
  const snippet = instantSearchSnippet(shopKey, host);
  const rows: [string, string][] = [
    [t('setup.algoliaApi.applicationId'), ALGOLIA_APPLICATION_ID],
    [t('setup.algoliaApi.apiKey'), shopKey],
    [t('setup.algoliaApi.indexName'), shopKey],
    [t('setup.algoliaApi.host'), `${host.protocol}://${hostText}`],
  ];
  const replicas = sortReplicas(shopKey, sortValues);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} id={titleId} size="h3">
          {t('setup.algoliaApi.title')}
        </Title>
        <Text size="sm">{t('setup.algoliaApi.help')}</Text>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>
                  <CopyValue label={label} value={value} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fw={500} size="sm">
          {t('setup.algoliaApi.replicas')}
        </Text>
        <Table>
          <Table.Tbody>
            {replicas.map((replica) => {
              const label = sortLabel(t, replica.label);
              return (
                <Table.Tr key={replica.indexName}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>
                    <CopyValue label={label} value={replica.indexName} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Text fw={500} size="sm">
          {t('setup.algoliaApi.snippet')}
        </Text>
        {/* Focusable so a keyboard can scroll a snippet wider than the page. */}
        <Code block tabIndex={0} translate="no" aria-label={t('setup.algoliaApi.snippet')}>
          {snippet}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={snippet}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? t('setup.algoliaApi.copied') : t('setup.algoliaApi.copySnippet')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
