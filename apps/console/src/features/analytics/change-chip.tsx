import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeTone, formatChange } from './analytics-format';

/**
 * A change against the previous period in percent, red below 0 and green otherwise, e.g. "+12,3%";
 * grey "no comparison" when the previous period had no data (docs/product/analytics.md#overview).
 */
export function ChangeChip({ rate }: { rate: number | null }) {
  const { t } = useTranslation();
  if (rate === null) {
    return (
      <Badge color="gray" variant="light" title={t('analyticsCommon.noComparisonHelp')}>
        {t('analyticsCommon.noComparison')}
      </Badge>
    );
  }
  const text = formatChange(rate);
  return (
    <Badge
      color={changeTone(rate) === 'negative' ? 'red' : 'green'}
      variant="light"
      title={t('analyticsCommon.change', { change: text })}
    >
      {text}
    </Badge>
  );
}
