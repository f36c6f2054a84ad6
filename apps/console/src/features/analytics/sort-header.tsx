import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { SortDirection } from '@trova/contracts';
import { useTranslation } from 'react-i18next';

interface SortHeaderProps {
  label: string;
  /** The table's order when it is sorted by this column, else null. */
  order: SortDirection | null;
  onSort: () => void;
}

/** A column header that sorts its table; `aria-sort` tells screen readers the current order. */
export function SortHeader({ label, order, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const Icon = order === 'ASC' ? IconArrowUp : order === 'DESC' ? IconArrowDown : IconArrowsSort;
  const ariaSort = order === 'ASC' ? 'ascending' : order === 'DESC' ? 'descending' : undefined;
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={onSort} aria-label={t('analyticsCommon.sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The order after clicking a column: a new column starts with `first`, the same one flips.
 * @example nextSortOrder('DESC', true, 'DESC') // 'ASC'
 */
export function nextSortOrder(
  current: SortDirection,
  sameColumn: boolean,
  first: SortDirection,
): SortDirection {
  if (!sameColumn) return first;
  return current === 'ASC' ? 'DESC' : 'ASC';
}
