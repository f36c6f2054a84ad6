import type { ReactNode } from 'react';
import { Paper, Table, Title, VisuallyHidden } from '@mantine/core';
import { NOT_A_NUMBER } from '../analytics-format';

/** One chart row: the day label plus one value per series (null where the answer has none). */
export type ChartRow = { day: string } & Record<string, string | number | null>;

export interface ChartFigureProps {
  id: string;
  title: string;
  /** Label of the day column of the data table. */
  dayLabel: string;
  rows: readonly ChartRow[];
  series: readonly { name: string; label: string; format: (value: number) => string }[];
  children: ReactNode;
}

function cell(value: string | number | null | undefined, format: (value: number) => string) {
  return typeof value === 'number' ? format(value) : NOT_A_NUMBER;
}

/**
 * A titled chart plus the same numbers as a table for screen readers (a chart alone says nothing
 * to them), so every value drawn is also readable as text.
 * @example <ChartFigure id="searches" title="Search requests" …><AreaChart … /></ChartFigure>
 */
export function ChartFigure({ id, title, dayLabel, rows, series, children }: ChartFigureProps) {
  const titleId = `analytics-chart-${id}`;
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      <div aria-hidden>{children}</div>
      <VisuallyHidden>
        <Table aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{dayLabel}</Table.Th>
              {series.map((entry) => (
                <Table.Th key={entry.name}>{entry.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.day}>
                <Table.Th scope="row">{row.day}</Table.Th>
                {series.map((entry) => (
                  <Table.Td key={entry.name}>{cell(row[entry.name], entry.format)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
