import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Table } from '@mantine/core';
import type { FilterRow, SortDirection } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatRate } from './analytics-format';
import { EmptyRows } from './analytics-screen-state';
import { SortHeader } from './sort-header';

interface FilterRowsTableProps {
  rows: readonly (FilterRow & { isDefault?: boolean })[];
  /** Header of the label column: filter, facet, value or sort option. */
  labelHeader: string;
  empty: string;
  /** When given, the searches column sorts the table (on the server) in this order. */
  searchesOrder?: SortDirection;
  onSearchesOrder?: (order: SortDirection) => void;
  /** When given, each label is a link to that row's detail. */
  linkTo?: (label: string) => string;
  linkLabel?: (label: string) => string;
}

/** Rows of label, searches and click-through rate (docs/product/analytics.md#filters). */
export function FilterRowsTable(props: FilterRowsTableProps) {
  const { rows, labelHeader, empty, searchesOrder, onSearchesOrder, linkTo, linkLabel } = props;
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyRows>{empty}</EmptyRows>;
  const searches = t('analyticsFilters.columns.searches');
  const label = (row: FilterRowsTableProps['rows'][number]): ReactNode => {
    const text = (
      <Group gap="xs" component="span" wrap="nowrap">
        {row.label}
        {row.isDefault ? (
          <Badge size="xs" variant="light">
            {t('analyticsFilters.default')}
          </Badge>
        ) : null}
      </Group>
    );
    if (!linkTo) return text;
    return (
      <Anchor component={Link} to={linkTo(row.label)} aria-label={linkLabel?.(row.label)} size="sm">
        {text}
      </Anchor>
    );
  };
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{labelHeader}</Table.Th>
          {searchesOrder && onSearchesOrder ? (
            <SortHeader
              label={searches}
              order={searchesOrder}
              onSort={() => onSearchesOrder(searchesOrder === 'DESC' ? 'ASC' : 'DESC')}
            />
          ) : (
            <Table.Th>{searches}</Table.Th>
          )}
          <Table.Th>{t('analyticsFilters.columns.ctr')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={`${row.label}-${index}`}>
            <Table.Td>{label(row)}</Table.Td>
            <Table.Td>{formatCount(row.searches)}</Table.Td>
            <Table.Td>{formatRate(row.ctr)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
