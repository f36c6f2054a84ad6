import { Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionFailure } from './connection-failure';
import { useWooCommerceGrantStatus } from '../woocommerce-grant.queries';

const GRANT_CODES = ['woocommerce-grant-expired', 'woocommerce-grant-not-found'] as const;
type GrantCode = (typeof GRANT_CODES)[number];

function isGrantCode(code: string): code is GrantCode {
  return (GRANT_CODES as readonly string[]).includes(code);
}

interface WooCommerceGrantReturnProps {
  nonce: string;
  /** The store connected the shop: the step preselects it. */
  onConnected: (shopId: string) => void;
  onBack: () => void;
}

/**
 * WooCommerce's authorisation page sent the owner back (`?wc=<grant>`): waits while Trova checks
 * the keys the store posted, then hands the new shop over, or names why there is none.
 */
export function WooCommerceGrantReturn({
  nonce,
  onConnected,
  onBack,
}: WooCommerceGrantReturnProps) {
  const { t } = useTranslation();
  const grant = useWooCommerceGrantStatus(nonce);
  const shopId = grant.data?.status === 'connected' ? grant.data.shopId : undefined;
  useEffect(() => {
    if (shopId) onConnected(shopId);
  }, [shopId, onConnected]);

  if (grant.isError || grant.data?.status === 'failed') {
    const code = grant.data?.code ?? 'woocommerce-grant-not-found';
    return (
      <ConnectionFailure
        code={code}
        platform="woocommerce"
        title={t('platformConnect.wooGrant.failedTitle')}
        message={t(`platformConnect.wooGrant.errors.${isGrantCode(code) ? code : 'other'}`)}
        onBack={onBack}
      />
    );
  }
  return (
    <Group role="status" gap="xs">
      <Loader size="xs" />
      <Text size="sm">{t('platformConnect.wooGrant.waiting')}</Text>
    </Group>
  );
}
