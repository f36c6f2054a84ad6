import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';
import { useCurrentShopId } from '../shops/current-shop-store';
import { CompetitorFeedsCard } from './competitor-feeds-card';
import { MatchedProductsTable } from './matched-products-table';
import { SharingCard } from './sharing-card';

/**
 * Market prices, a tab of analytics (docs/product/analytics.md#market-prices): the sharing
 * opt-in, the competitor feeds and the products matched on GTIN. Everything is keyed by shop, so
 * switching shop shows the new shop's data and cancels the old requests.
 */
export function MarketPricesPage() {
  const { t } = useTranslation();
  const shopId = useCurrentShopId();
  return (
    <Stack>
      <TabHeading>{t('marketPrices.title')}</TabHeading>
      <Text c="dimmed">{t('marketPrices.intro')}</Text>
      {shopId === null ? (
        <Alert color="yellow">{t('marketPrices.noShop')}</Alert>
      ) : (
        <Stack key={shopId}>
          <SharingCard shopId={shopId} />
          <CompetitorFeedsCard shopId={shopId} />
          <MatchedProductsTable shopId={shopId} />
        </Stack>
      )}
    </Stack>
  );
}
