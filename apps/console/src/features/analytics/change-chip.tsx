import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeTone, formatChange } from './analytics-format';

/**
 * A change against the previous period in percent, red below 0 and green otherwise
 * (docs/product/analytics.md#overview), e.g. "+12,3%".
 */
export function ChangeChip({ rate }: { rate: number }) {
  const { t } = useTranslation();
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
