import { Alert, Group, Loader, Table, Text } from '@mantine/core';
import type { CredentialPlatform, PlatformCheckResponse } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { PlatformErrorAlert } from '../../shops/platform-credentials/platform-error-alert';

/** Where the check of a platform's keys stands; `error` holds the server's error code. */
export type PlatformCheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; store: PlatformCheckResponse }
  | { kind: 'failed'; code: string | undefined };

/**
 * The answer of "Check connection", announced to screen readers: the store Trova found (its name,
 * currency and product count, the store's own data) or the named error.
 */
export function PlatformCheckResult({
  state,
  platform,
}: {
  state: PlatformCheckState;
  platform: CredentialPlatform;
}) {
  const { t } = useTranslation();
  const unknown = t('platformConnect.unknown');
  return (
    <div role="status" aria-live="polite">
      {state.kind === 'checking' ? (
        <Group gap={6}>
          <Loader size={14} />
          <Text size="sm">{t('platformConnect.checking')}</Text>
        </Group>
      ) : null}
      {state.kind === 'found' ? (
        <Alert color="green" title={t('platformConnect.found')}>
          <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>{t('platformConnect.storeName')}</Table.Th>
                <Table.Td translate={state.store.storeName ? 'no' : undefined}>
                  {state.store.storeName ?? unknown}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('platformConnect.currency')}</Table.Th>
                <Table.Td translate={state.store.currency ? 'no' : undefined}>
                  {state.store.currency ?? unknown}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('platformConnect.productCount')}</Table.Th>
                <Table.Td>{state.store.productCount ?? unknown}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Alert>
      ) : null}
      {state.kind === 'failed' ? (
        <PlatformErrorAlert code={state.code} platform={platform} />
      ) : null}
    </div>
  );
}
