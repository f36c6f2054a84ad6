import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import type { PaymentHistoryEntry } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPrice } from '../../lib/format/number-format';
import { showToast } from '../../lib/toast/toast';
import { canShowNextYear, formatBillingDate } from './billing-dates';
import { useInvoiceDownload, usePaymentHistory } from './billing.queries';
import { historyEntryLabel } from './history-labels';
import { invoiceIdOf, saveInvoicePdf } from './invoice-file';

function DownloadButton({ entry }: { entry: PaymentHistoryEntry }) {
  const { t, i18n } = useTranslation();
  const download = useInvoiceDownload();
  const invoiceId = invoiceIdOf(entry);
  if (invoiceId === null) return null;
  const save = async () => {
    try {
      const { pdf } = await download.mutateAsync(invoiceId);
      saveInvoicePdf(pdf, invoiceId);
    } catch {
      showToast({ kind: 'danger', message: t('billing.history.downloadFailed') });
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      aria-label={t('billing.history.download', {
        label: historyEntryLabel(t, entry, i18n.language),
      })}
      onClick={() => void save()}
    >
      {t('billing.history.downloadShort')}
    </Button>
  );
}

function HistoryRows({ entries }: { entries: readonly PaymentHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.history.date')}</Table.Th>
            <Table.Th>{t('billing.history.type')}</Table.Th>
            <Table.Th>{t('billing.history.label')}</Table.Th>
            <Table.Th ta="right">{t('billing.history.requests')}</Table.Th>
            <Table.Th ta="right">{t('billing.history.amount')}</Table.Th>
            <Table.Th>{t('billing.history.invoice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={`${entry.timestamp}-${entry.transactionId ?? index}`}>
              <Table.Td>{formatBillingDate(entry.timestamp, i18n.language)}</Table.Td>
              <Table.Td>{t(`billing.history.types.${entry.type}`)}</Table.Td>
              <Table.Td>{historyEntryLabel(t, entry, i18n.language)}</Table.Td>
              <Table.Td ta="right">
                {entry.requests === null ? '' : formatCount(entry.requests)}
              </Table.Td>
              <Table.Td ta="right">{formatPrice(entry.amount)}</Table.Td>
              <Table.Td>
                <DownloadButton entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Consumption and invoices of one calendar year (docs/product/billing.md#history): back to earlier
 * years, never forward past the current one. Rows are named in the interface language
 * (`historyEntryLabel`); the server's English label is for the API only.
 */
export function PaymentHistory({ now }: { now: Date }) {
  const { t } = useTranslation();
  const [year, setYear] = useState(now.getFullYear());
  const history = usePaymentHistory(year);

  let content;
  if (history.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('billing.loading')}</Text>
      </Group>
    );
  } else if (history.isError) {
    content = (
      <Alert color="red" role="alert" title={t('billing.history.loadError')}>
        <Button variant="light" size="xs" onClick={() => void history.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (history.data.length === 0) {
    content = <Text c="dimmed">{t('billing.history.empty', { year })}</Text>;
  } else {
    content = <HistoryRows entries={history.data} />;
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-history-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} id="billing-history-title">
            {t('billing.history.title')}
          </Title>
          <Group gap="xs">
            <ActionIcon
              variant="subtle"
              aria-label={t('billing.history.previousYear')}
              onClick={() => setYear((current) => current - 1)}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text fw={600} aria-live="polite">
              {year}
            </Text>
            <ActionIcon
              variant="subtle"
              aria-label={t('billing.history.nextYear')}
              disabled={!canShowNextYear(year, now)}
              onClick={() => setYear((current) => current + 1)}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </Group>
        {content}
      </Stack>
    </Paper>
  );
}
