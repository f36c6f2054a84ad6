import { Anchor, Table, Text } from '@mantine/core';
import type { QueryProduct, SortDirection } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatCount, formatPrice, formatRate, NOT_A_NUMBER } from '../../lib/format/number-format';
import type { TableSorting } from './analytics-queries.queries';
import { comparePrice, TONE_COLOR } from './price-comparison';
import { SortHeader, nextSortOrder } from './sort-header';
import { productDetailUrl, type AnalyticsOrigin } from './urls';

/** Sortable columns and the order each starts in: text and position rise, figures fall. */
const COLUMNS = [
  ['position', 'ASC'],
  ['name', 'ASC'],
  ['ctr', 'DESC'],
  ['conversion', 'DESC'],
  ['price', 'DESC'],
] as const satisfies readonly (readonly [keyof QueryProduct, SortDirection])[];

function MarketPrice({ product }: { product: QueryProduct }) {
  const { t } = useTranslation();
  const comparison = comparePrice(product.price, product.marketPrice);
  if (product.marketPrice === null || comparison === null) {
    return <span title={t('analyticsQueries.noMarketPrice')}>{NOT_A_NUMBER}</span>;
  }
  const text =
    comparison.tone === 'equal'
      ? t('analyticsQueries.atMarket')
      : t(comparison.tone === 'above' ? 'analyticsQueries.dearer' : 'analyticsQueries.cheaper', {
          percent: comparison.percent,
        });
  return (
    <Text size="sm" c={TONE_COLOR[comparison.tone]} span>
      {formatPrice(product.marketPrice)}{' '}
      <Text size="xs" span>
        ({text})
      </Text>
    </Text>
  );
}

interface QueryProductsTableProps {
  products: readonly QueryProduct[];
  sorting: TableSorting;
  onSort: (sorting: TableSorting) => void;
  /** Where the product detail's Back returns: this query, and the list it came from. */
  origin: AnalyticsOrigin;
}

/**
 * The products a query showed (docs/product/analytics.md#query-detail): position, name, CTR,
 * conversion, price against the market; each name opens the product's detail (its SKU is its id).
 */
export function QueryProductsTable({ products, sorting, onSort, origin }: QueryProductsTableProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const header = (key: (typeof COLUMNS)[number][0], first: SortDirection) => (
    <SortHeader
      key={key}
      label={t(`analyticsQueries.productColumns.${key}`)}
      order={sorting.key === key ? sorting.order : null}
      onSort={() =>
        onSort({ key, order: nextSortOrder(sorting.order, sorting.key === key, first) })
      }
    />
  );
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map(([key, first]) => header(key, first))}
          <Table.Th>{t('analyticsQueries.productColumns.marketPrice')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {products.map((product) => (
          <Table.Tr key={`${product.sku}-${product.position}`}>
            <Table.Td>{formatCount(product.position)}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={productDetailUrl(product.sku, search, origin)} size="sm">
                {product.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatRate(product.ctr)}</Table.Td>
            <Table.Td>{formatRate(product.conversion)}</Table.Td>
            <Table.Td>{formatPrice(product.price)}</Table.Td>
            <Table.Td>
              <MarketPrice product={product} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
