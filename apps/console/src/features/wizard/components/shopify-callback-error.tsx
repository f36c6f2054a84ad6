import { useTranslation } from 'react-i18next';
import { ConnectionFailure } from './connection-failure';
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
  if (code === 'shopify-not-configured') return <ShopifyNotConfigured />;
  return (
    <ConnectionFailure
      code={code}
      platform="shopify"
      title={t('platformConnect.shopify.callbackTitle')}
      message={t(`platformConnect.shopify.callbackErrors.${isShopifyCode(code) ? code : 'other'}`)}
      onBack={onBack}
    />
  );
}
