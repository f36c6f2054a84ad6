import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../../lib/format/number-format';

/**
 * A change against the previous period in percent: red with a minus below 0, green with a plus
 * above (docs/product/analytics.md#overview).
 * @example signedRate(12.34) // '+12,3'
 */
export function signedRate(rate: number): string {
  return rate > 0 ? `+${formatRate(rate)}` : formatRate(rate);
}

export function ChangeChip({ rate }: { rate: number }) {
  const { t } = useTranslation();
  const color = rate < 0 ? 'red' : rate > 0 ? 'green' : 'gray';
  return (
    <Badge
      color={color}
      variant="light"
      title={t('analyticsCommon.change', { change: signedRate(rate) })}
    >
      {signedRate(rate)}%
    </Badge>
  );
}
