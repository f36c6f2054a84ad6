import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { PLATFORM_ERROR_CODES } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { PlatformErrorAlert } from '../../shops/platform-credentials/platform-error-alert';
import { ShopifyNotConfigured } from './shopify-not-configured';

const SHOPIFY_CODES = [
  'shopify-oauth-invalid',
  'shopify-state-expired',
  'shopify-domain-invalid',
  'shopify-store-connected',
] as const;
type ShopifyCode = (typeof SHOPIFY_CODES)[number];

function isShopifyCode(code: string): code is ShopifyCode {
  return (SHOPIFY_CODES as readonly string[]).includes(code);
}

/**
 * Shopify's authorisation came back to the shop step with an error code (`?error=`): the error
 * named, and the way back to the platform step. A platform error (the first call with the new
 * token failed) is named like a credential platform's.
 */
export function ShopifyCallbackError({ code, onBack }: { code: string; onBack: () => void }) {
  const { t } = useTranslation();
  const back = (
    <Group mt="sm">
      <Button variant="default" onClick={onBack}>
        {t('platformConnect.shopify.backToPlatform')}
      </Button>
    </Group>
  );
  if (code === 'shopify-not-configured') return <ShopifyNotConfigured />;
  if ((PLATFORM_ERROR_CODES as readonly string[]).includes(code)) {
    return (
      <div>
        <PlatformErrorAlert
          code={code}
          platform="shopify"
          title={t('platformConnect.shopify.callbackTitle')}
        />
        {back}
      </div>
    );
  }
  return (
    <Alert color="red" role="alert" title={t('platformConnect.shopify.callbackTitle')}>
      <Text size="sm">
        {t(`platformConnect.shopify.callbackErrors.${isShopifyCode(code) ? code : 'other'}`)}
      </Text>
      <Text size="xs" mt={4}>
        {t('platformConnect.codeLabel')}: <Code translate="no">{code}</Code>
      </Text>
      {back}
    </Alert>
  );
}
