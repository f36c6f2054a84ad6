import { Anchor, Table, Text } from '@mantine/core';
import type { QueryProduct, SortDirection } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatCount, formatPrice, formatRate, NOT_A_NUMBER } from '../../lib/format/number-format';
import type { TableSorting } from './analytics-queries.queries';
import { comparePrice, TONE_COLOR } from './price-comparison';
import { SortHeader, nextSortOrder } from './sort-header';
import { productDetailUrl, type AnalyticsOrigin } from './urls';

/**
 * Sortable columns (the server's orders of query-info) and the order each starts in: position
 * rises, rates fall. Name and prices are not server orders, so they do not sort.
 */
const SORTABLE = {
  position: 'ASC',
  ctr: 'DESC',
  conversion: 'DESC',
} as const satisfies Partial<Record<keyof QueryProduct, SortDirection>>;
type SortableColumn = keyof typeof SORTABLE;
const COLUMNS = ['position', 'name', 'ctr', 'conversion', 'price', 'marketPrice'] as const;

function isSortable(column: string): column is SortableColumn {
  return column in SORTABLE;
}

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
  const header = (column: (typeof COLUMNS)[number]) => {
    const label = t(`analyticsQueries.productColumns.${column}`);
    if (!isSortable(column)) return <Table.Th key={column}>{label}</Table.Th>;
    const same = sorting.key === column;
    return (
      <SortHeader
        key={column}
        label={label}
        order={same ? sorting.order : null}
        onSort={() =>
          onSort({ key: column, order: nextSortOrder(sorting.order, same, SORTABLE[column]) })
        }
      />
    );
  };
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>{COLUMNS.map(header)}</Table.Tr>
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
