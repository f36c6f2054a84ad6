import { Anchor, Table, Text } from '@mantine/core';
import type { HighlightItem, QueryHighlightKey } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatCount } from '../../lib/format/number-format';
import { highlightItemUrl, isProductList } from './highlight-lists';
import type { AnalyticsOrigin } from './urls';

interface HighlightTableProps {
  type: QueryHighlightKey;
  items: readonly HighlightItem[];
  origin: AnalyticsOrigin;
}

/** Value and count rows of one highlight; each value links to its detail. */
export function HighlightTable({ type, items, origin }: HighlightTableProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const product = isProductList(type);
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            {product ? t('analyticsQueries.columns.product') : t('analyticsQueries.columns.query')}
          </Table.Th>
          <Table.Th ta="right">{t('analyticsQueries.columns.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => {
          const to = highlightItemUrl(type, item, search, origin);
          return (
            <Table.Tr key={`${item.id ?? item.value}-${index}`}>
              <Table.Td>
                {to === null ? (
                  <Text size="sm">{item.value}</Text>
                ) : (
                  <Anchor component={Link} to={to} size="sm">
                    {item.value}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatCount(item.count)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
