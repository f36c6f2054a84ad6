import { Table } from '@mantine/core';
import type { ProductInfo } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRate } from './analytics-format';
import { EmptyRows } from './analytics-screen-state';

const COLUMNS = ['position', 'frequency', 'ctr', 'conversion'] as const;

/**
 * How often the product was shown at each of the first 12 positions, and how it did there
 * (docs/product/analytics.md#product-detail). Rows come by position. Frequency is the share of the
 * product's impressions shown at that position, in percent like CTR and conversion (the server's
 * `percent`), never a count.
 */
export function PositionDistributionTable({ rows }: { rows: ProductInfo['distribution'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return <EmptyRows>{t('analyticsQueries.noDistribution')}</EmptyRows>;
  }
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  return (
    <Table striped aria-label={t('analyticsQueries.distributionTitle')}>
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((key) => (
            <Table.Th key={key}>{t(`analyticsQueries.distributionColumns.${key}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((row) => (
          <Table.Tr key={row.position}>
            <Table.Td>{formatCount(row.position)}</Table.Td>
            <Table.Td>{formatRate(row.frequency)}</Table.Td>
            <Table.Td>{formatRate(row.ctr)}</Table.Td>
            <Table.Td>{formatRate(row.conversion)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
