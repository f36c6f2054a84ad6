import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Table, Title, VisuallyHidden } from '@mantine/core';
import type { QueryInfo } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format/number-format';

/** Weekday keys the server labels its columns with, Monday first. */
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Weekday = (typeof WEEKDAYS)[number];

function isWeekday(key: string): key is Weekday {
  return WEEKDAYS.some((day) => day === key);
}

/**
 * Search intents against searches with clicks per weekday (docs/product/analytics.md#query-detail).
 * The same numbers are in a table for screen readers, which cannot read the bars.
 */
export function QueryWeekdayChart({ chart }: { chart: QueryInfo['chartData'] }) {
  const { t } = useTranslation();
  const [intents, withClicks] = chart.data;
  const rows = chart.columns.map((key, index) => ({
    day: isWeekday(key) ? t(`analyticsQueries.weekdays.${key}`) : key,
    intents: intents[index] ?? 0,
    withClicks: withClicks[index] ?? 0,
  }));
  return (
    <Card withBorder component="section" aria-labelledby="query-weekday-chart">
      <Title order={3} id="query-weekday-chart" mb="sm">
        {t('analyticsQueries.chartTitle')}
      </Title>
      <BarChart
        h={260}
        data={rows}
        dataKey="day"
        withLegend
        valueFormatter={formatCount}
        series={[
          { name: 'intents', label: t('analyticsQueries.intents'), color: 'blue.6' },
          { name: 'withClicks', label: t('analyticsQueries.withClicks'), color: 'teal.6' },
        ]}
      />
      <VisuallyHidden>
        <Table>
          <caption>{t('analyticsQueries.chartData')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analyticsQueries.weekday')}</Table.Th>
              <Table.Th>{t('analyticsQueries.intents')}</Table.Th>
              <Table.Th>{t('analyticsQueries.withClicks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.day}>
                <Table.Th scope="row">{row.day}</Table.Th>
                <Table.Td>{formatCount(row.intents)}</Table.Td>
                <Table.Td>{formatCount(row.withClicks)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
