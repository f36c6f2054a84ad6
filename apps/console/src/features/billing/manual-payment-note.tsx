import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentProvider } from './use-billing-status';

/** With the manual provider there are no cards: invoices are paid by bank transfer. */
export function ManualPaymentNote({ provider }: { provider: PaymentProvider | undefined }) {
  const { t } = useTranslation();
  if (provider !== 'manual') return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-manual-title">
      <Title order={3} id="billing-manual-title" mb="xs">
        {t('billing.manual.title')}
      </Title>
      <Text size="sm">{t('billing.manual.body')}</Text>
    </Paper>
  );
}
