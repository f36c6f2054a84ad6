import { Alert, Anchor, Table, Text } from '@mantine/core';
import type { ProductInfo, SortDirection } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { marketPricesPath } from '../market-prices/urls';
import { secondsToIsoDay } from './analytics-dates';
import { formatChange, formatDay, formatPrice } from './analytics-format';
import { SortHeader } from './sort-header';

type MarketRow = ProductInfo['marketPrice'][number];

/** Their price against ours: theirs higher is good for the shop (green), lower is not (red). */
function comparisonColor(comparison: number): string {
  return comparison > 0 ? 'green' : comparison < 0 ? 'red' : 'gray';
}

/** Why there is no market price yet and how to get one (docs/product/analytics.md#product-detail). */
function MarketPricesEmpty() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" title={t('analyticsQueries.marketEmptyTitle')}>
      <Text size="sm">{t('analyticsQueries.marketEmpty')}</Text>
      <Anchor component={Link} to={marketPricesPath} size="sm">
        {t('analyticsQueries.marketSettings')}
      </Anchor>
    </Alert>
  );
}

interface MarketPricesTableProps {
  rows: readonly MarketRow[];
  /** The server's order of the rows by price. */
  order: SortDirection;
  onOrder: (order: SortDirection) => void;
}

/**
 * A website's price for the same product (matched on GTIN/EAN), how it compares with ours, where
 * it came from and when it was read; sortable by price.
 */
export function MarketPricesTable({ rows, order, onOrder }: MarketPricesTableProps) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <MarketPricesEmpty />;
  return (
    <Table striped aria-label={t('analyticsQueries.marketTitle')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('analyticsQueries.marketColumns.shop')}</Table.Th>
          <SortHeader
            label={t('analyticsQueries.marketColumns.price')}
            order={order}
            onSort={() => onOrder(order === 'ASC' ? 'DESC' : 'ASC')}
          />
          <Table.Th>{t('analyticsQueries.marketColumns.comparison')}</Table.Th>
          <Table.Th>{t('analyticsQueries.marketColumns.source')}</Table.Th>
          <Table.Th>{t('analyticsQueries.marketColumns.updatedAt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.source}-${row.shop}`}>
            <Table.Td>{row.shop}</Table.Td>
            <Table.Td>{formatPrice(row.price)}</Table.Td>
            <Table.Td>
              <Text size="sm" c={comparisonColor(row.comparison)} span>
                {formatChange(row.comparison)}
              </Text>
            </Table.Td>
            <Table.Td>{t(`analyticsQueries.sources.${row.source}`)}</Table.Td>
            <Table.Td>{formatDay(secondsToIsoDay(row.updatedAt), i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
