import { lazy, Suspense } from 'react';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Stripe.js and Elements download only when a card can be entered.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

/** "Add a card" of the billing information screen, with the provider's hosted fields. */
export function CardEntry({ publishableKey }: { publishableKey: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-card-entry-title">
      <Stack gap="sm">
        <Title order={3} id="billing-card-entry-title">
          {t('billing.entry.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('billing.entry.help')}
        </Text>
        {publishableKey ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('billing.entry.loading')} />}>
            <StripeCardForm publishableKey={publishableKey} />
          </Suspense>
        ) : (
          <Alert color="yellow" role="status">
            {t('billing.entry.unavailable')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
