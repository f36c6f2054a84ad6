import { useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { SortDirection } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { formatPrice } from './analytics-format';
import { useProductInfo } from './analytics-queries.queries';
import { AnalyticsScreenHeader } from './analytics-screen-header';
import { AnalyticsState } from './analytics-screen-state';
import { BackLink } from './back-link';
import { MarketPricesTable } from './market-prices-table';
import { PositionDistributionTable } from './position-distribution-table';
import { analyticsBackUrl, readAnalyticsOrigin } from './urls';

/** Market prices start cheapest first. */
export const DEFAULT_MARKET_ORDER: SortDirection = 'ASC';

/** Back from a product: to the query it was opened from, else its list, else the highlights. */
function ProductBackLink() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const origin = readAnalyticsOrigin(search);
  const label =
    origin.query !== undefined
      ? t('analyticsQueries.backToQuery', { query: origin.query })
      : origin.list !== undefined
        ? t('analyticsQueries.backToList', {
            list: t(`analyticsQueries.highlights.${origin.list}`),
          })
        : t('analyticsQueries.backToHighlights');
  return <BackLink to={analyticsBackUrl(search, origin)} label={label} />;
}

/**
 * One product (docs/product/analytics.md#product-detail): its average price, where it was shown
 * in the first 12 positions, and the market's prices by website.
 */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const productId = useParams().productId ?? '';
  const [order, setOrder] = useState<SortDirection>(DEFAULT_MARKET_ORDER);
  const info = useProductInfo(productId, { key: 'price', order });
  const title = info.data?.name ?? t('analyticsQueries.productFallback', { id: productId });
  return (
    <Stack>
      <AnalyticsScreenHeader title={title} back={<ProductBackLink />} />
      <AnalyticsState
        isPending={info.isPending}
        error={info.data === undefined ? info.error : null}
        onRetry={() => void info.refetch()}
      >
        {info.data ? (
          <>
            <Card withBorder maw={260}>
              <Text size="sm" c="dimmed">
                {t('analyticsQueries.averagePrice')}
              </Text>
              <Text size="xl" fw={700}>
                {formatPrice(info.data.avgPrice)}
              </Text>
            </Card>
            <Title order={3}>{t('analyticsQueries.distributionTitle')}</Title>
            <PositionDistributionTable rows={info.data.distribution} />
            <Title order={3}>{t('analyticsQueries.marketTitle')}</Title>
            <MarketPricesTable rows={info.data.marketPrice} order={order} onOrder={setOrder} />
          </>
        ) : null}
      </AnalyticsState>
    </Stack>
  );
}
