import { Badge } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeTone, formatChange } from '../analytics-format';

/**
 * A KPI's percent change against the previous period of the same length: red and pointing down
 * below 0, green otherwise; grey "no comparison" when the previous period had no data
 * (docs/product/analytics.md#overview).
 * @example <ChangeChip rate={-4.2} />
 */
export function ChangeChip({ rate }: { rate: number | null }) {
  const { t } = useTranslation();
  if (rate === null) {
    return (
      <Badge
        color="gray"
        variant="light"
        data-tone="none"
        title={t('analyticsCommon.noComparisonHelp')}
      >
        {t('analyticsCommon.noComparison')}
      </Badge>
    );
  }
  const negative = changeTone(rate) === 'negative';
  const text = formatChange(rate);
  const Icon = negative ? IconArrowDownRight : IconArrowUpRight;
  return (
    <Badge
      color={negative ? 'red' : 'green'}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
      data-tone={negative ? 'negative' : 'positive'}
      aria-label={t('analytics.overview.change', { change: text })}
    >
      {text}
    </Badge>
  );
}
