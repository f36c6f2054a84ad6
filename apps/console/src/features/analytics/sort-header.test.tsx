import { describe, expect, it, vi } from 'vitest';
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { nextSortOrder, SortHeader } from './sort-header';

describe('SortHeader', () => {
  it('starts a new column in its first order and flips the current one', () => {
    expect(nextSortOrder('ASC', false, 'DESC')).toBe('DESC');
    expect(nextSortOrder('DESC', true, 'DESC')).toBe('ASC');
    expect(nextSortOrder('ASC', true, 'DESC')).toBe('DESC');
  });

  it('is a button that announces the column order', async () => {
    const onSort = vi.fn();
    renderWithProviders(
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Price" order="ASC" onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
      </Table>,
    );
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Price' }));
    expect(onSort).toHaveBeenCalledOnce();
  });
});
