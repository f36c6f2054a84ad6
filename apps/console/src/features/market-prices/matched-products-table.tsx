import { Alert, Card, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { MarketPriceProduct } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../../lib/format/number-format';
import { formatCents, formatPriceDate, priceGapPercent } from './market-prices.format';
import { useMatchedProducts } from './market-prices.queries';

function WebsitePrices({ product }: { product: MarketPriceProduct }) {
  const { t, i18n } = useTranslation();
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('marketPrices.feeds.website')}</Table.Th>
          <Table.Th>{t('marketPrices.products.price')}</Table.Th>
          <Table.Th>{t('marketPrices.products.source')}</Table.Th>
          <Table.Th>{t('marketPrices.products.date')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {product.prices.map((price) => (
          <Table.Tr key={`${price.website}-${price.source}`}>
            <Table.Td>{price.website}</Table.Td>
            <Table.Td>{formatCents(price.priceCents, price.currency)}</Table.Td>
            <Table.Td>{t(`marketPrices.products.sources.${price.source}`)}</Table.Td>
            <Table.Td>{formatPriceDate(price.updatedAt, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Gap({ product }: { product: MarketPriceProduct }) {
  const { t } = useTranslation();
  if (product.priceCents === null || product.marketPriceCents === null) {
    return <>{t('marketPrices.products.none')}</>;
  }
  const gap = priceGapPercent(product.priceCents, product.marketPriceCents);
  return (
    <Text size="sm" c={gap > 0 ? 'red' : gap < 0 ? 'green' : 'gray'}>
      {`${gap > 0 ? '+' : ''}${formatRate(gap)}%`}
    </Text>
  );
}

/** The shop's products with a market price: ours, the market's, and each website's with its date. */
export function MatchedProductsTable({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const products = useMatchedProducts(shopId, page);
  const data = products.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const money = (cents: number | null, currency: string | null) =>
    cents === null || currency === null
      ? t('marketPrices.products.none')
      : formatCents(cents, currency);

  return (
    <Card withBorder component="section" aria-labelledby="market-products-title">
      <Stack gap="sm">
        <Title order={3} id="market-products-title">
          {t('marketPrices.products.title')}
        </Title>
        {products.isPending ? (
          <Loader size="sm" aria-label={t('marketPrices.products.title')} />
        ) : null}
        {products.isError ? (
          <Alert color="red">{t('marketPrices.products.loadError')}</Alert>
        ) : null}
        {data && data.total === 0 ? <Text>{t('marketPrices.products.empty')}</Text> : null}
        {data && data.products.length > 0 ? (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('marketPrices.products.product')}</Table.Th>
                  <Table.Th>{t('marketPrices.products.ours')}</Table.Th>
                  <Table.Th>{t('marketPrices.products.market')}</Table.Th>
                  <Table.Th>{t('marketPrices.products.gap')}</Table.Th>
                  <Table.Th>{t('marketPrices.products.byWebsite')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.products.map((product) => (
                  <Table.Tr key={product.objectId}>
                    <Table.Td>
                      <Text size="sm">{product.title}</Text>
                      <Text size="xs" c="dimmed">
                        {`${product.objectId} · GTIN ${product.gtin}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>{money(product.priceCents, product.currency)}</Table.Td>
                    <Table.Td>{money(product.marketPriceCents, product.currency)}</Table.Td>
                    <Table.Td>
                      <Gap product={product} />
                    </Table.Td>
                    <Table.Td>
                      <WebsitePrices product={product} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label={t('marketPrices.products.pagination')}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
