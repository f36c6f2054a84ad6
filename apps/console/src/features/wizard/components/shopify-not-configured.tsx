import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * `shopify-not-configured`: this Trova installation has no Shopify app. Only its operator can fix
 * that (docs/deploy.md "Shopify app", which the console cannot link to), so there is no "try again".
 */
export function ShopifyNotConfigured() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="alert" title={t('platformConnect.shopify.notConfiguredTitle')}>
      <Text size="sm">{t('platformConnect.shopify.notConfiguredText')}</Text>
    </Alert>
  );
}
