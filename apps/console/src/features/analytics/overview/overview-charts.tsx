import '@mantine/charts/styles.css';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { CompositeChart, LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { AnalyticsOverview } from '@trova/contracts';
import { formatCount, formatDay, formatExitRate, formatRate } from '../analytics-format';
import { ChartFigure, type ChartRow } from './chart-figure';

type Series = AnalyticsOverview['data'];
type SeriesKey = 'totalClicks' | 'searchIntents' | 'totalSearches' | 'useSearch' | 'exitRate';

const SERIES_KEYS: readonly SeriesKey[] = [
  'totalClicks',
  'searchIntents',
  'totalSearches',
  'useSearch',
  'exitRate',
];

/**
 * Chart rows: one per date label, in the language's date order, with every series' value.
 * @example overviewRows(['2024-03-09'], data, 'it')[0]?.day // '09/03/2024'
 */
export function overviewRows(columns: readonly string[], data: Series, language: string) {
  return columns.map((column, index): ChartRow => {
    const row: ChartRow = { day: formatDay(column, language) };
    for (const key of SERIES_KEYS) row[key] = data[key][index] ?? null;
    return row;
  });
}

/** Axis ticks drop the year: both orders put day and month in the first five characters. */
const shortDay = (label: string) => label.slice(0, 5);
const percent = (value: number) => `${formatRate(value)}%`;
const exitPercent = (value: number) => `${formatExitRate(value)}%`;
const CHART_HEIGHT = 240;

/**
 * The overview's three charts (docs/product/analytics.md#overview): clicks and search intents
 * (areas), total searches (area), use-search rate and exit rate (lines).
 *
 * The areas are CompositeChart's, not AreaChart's: AreaChart wraps each area in a React fragment,
 * which recharts 2 sees through only with a `react-is` of React's major. Its own `react-is` 18
 * misses React 19's fragments, so AreaChart drew dots alone (no fill, no line, no legend entry).
 * @example <OverviewCharts overview={overview} />
 */
export function OverviewCharts({ overview }: { overview: AnalyticsOverview }) {
  const { t, i18n } = useTranslation();
  const rows = overviewRows(overview.columns, overview.data, i18n.language);
  const label = (key: SeriesKey) => t(`analytics.overview.series.${key}`);
  const common = {
    h: CHART_HEIGHT,
    data: rows,
    dataKey: 'day',
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const },
    xAxisProps: { tickFormatter: shortDay, minTickGap: 16 },
  };
  const dayLabel = t('analytics.overview.day');
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      <ChartFigure
        id="clicks-intents"
        title={t('analytics.overview.charts.clicksIntents')}
        dayLabel={dayLabel}
        rows={rows}
        series={[
          { name: 'totalClicks', label: label('totalClicks'), format: formatCount },
          { name: 'searchIntents', label: label('searchIntents'), format: formatCount },
        ]}
      >
        <CompositeChart
          {...common}
          valueFormatter={formatCount}
          withDots={false}
          series={[
            { name: 'totalClicks', label: label('totalClicks'), color: 'teal.6', type: 'area' },
            {
              name: 'searchIntents',
              label: label('searchIntents'),
              color: 'indigo.6',
              type: 'area',
            },
          ]}
        />
      </ChartFigure>
      <ChartFigure
        id="searches"
        title={t('analytics.overview.charts.searches')}
        dayLabel={dayLabel}
        rows={rows}
        series={[{ name: 'totalSearches', label: label('totalSearches'), format: formatCount }]}
      >
        <CompositeChart
          {...common}
          valueFormatter={formatCount}
          withDots={false}
          series={[
            { name: 'totalSearches', label: label('totalSearches'), color: 'blue.6', type: 'area' },
          ]}
        />
      </ChartFigure>
      <ChartFigure
        id="rates"
        title={t('analytics.overview.charts.rates')}
        dayLabel={dayLabel}
        rows={rows}
        series={[
          { name: 'useSearch', label: label('useSearch'), format: percent },
          { name: 'exitRate', label: label('exitRate'), format: exitPercent },
        ]}
      >
        <LineChart
          {...common}
          // One formatter serves both lines, so the tooltip shows the exit rate's two decimals.
          valueFormatter={exitPercent}
          series={[
            { name: 'useSearch', label: label('useSearch'), color: 'grape.6' },
            { name: 'exitRate', label: label('exitRate'), color: 'orange.6' },
          ]}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}

/** Placeholders of the three charts while the overview loads. */
export function OverviewChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={CHART_HEIGHT + 48} radius="md" />
      ))}
    </SimpleGrid>
  );
}
