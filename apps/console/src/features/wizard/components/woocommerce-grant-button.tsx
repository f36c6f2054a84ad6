import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/api/api-error-text';
import { useStartWooCommerceGrant } from '../woocommerce-grant.queries';

interface WooCommerceGrantButtonProps {
  storeUrl: string;
  languageIso: string;
}

/**
 * The other way to give Trova WooCommerce keys: the store's own authorisation page, where the
 * shop manager approves Trova and WooCommerce creates the keys (no copy and paste). Needs the
 * store address and the shop language of the form above.
 */
export function WooCommerceGrantButton({ storeUrl, languageIso }: WooCommerceGrantButtonProps) {
  const { t } = useTranslation();
  const start = useStartWooCommerceGrant();
  const ready = storeUrl.trim() !== '' && languageIso !== '';
  const code = start.error ? (errorCodeOf(start.error) ?? 'internal-error') : null;
  return (
    <div>
      <Group>
        <Button
          variant="light"
          disabled={!ready}
          loading={start.isPending}
          onClick={() =>
            start.mutate(
              { storeUrl: storeUrl.trim(), languageIso },
              { onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl) },
            )
          }
        >
          {t('platformConnect.wooGrant.button')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t(ready ? 'platformConnect.wooGrant.hint' : 'platformConnect.wooGrant.needsAddress')}
      </Text>
      {code ? (
        <Text size="sm" c="red" role="alert" mt={4}>
          {t('platformConnect.wooGrant.startFailed', { code })}
        </Text>
      ) : null}
    </div>
  );
}
