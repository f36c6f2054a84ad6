import { Text } from '@mantine/core';
import type { LearnedEvidence } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format/number-format';

/**
 * What learned ranking knew of an explained hit (docs/product/learning.md#what-an-owner-sees):
 * "Learned from 40 clicks, 3 carts, 1 purchase in 30 days" for the query's own history, "Popular
 * across the shop: …" when the score is the shop-wide popularity prior. Kinds of action with no
 * count are left out rather than read as "0 carts".
 */
export function LearnedEvidenceLine({ evidence }: { evidence: LearnedEvidence }) {
  const { t } = useTranslation();
  const parts = [
    evidence.clicks === 0
      ? null
      : t('preview.explain.learned.clicks', {
          count: evidence.clicks,
          value: formatCount(evidence.clicks),
        }),
    evidence.carts === 0
      ? null
      : t('preview.explain.learned.carts', {
          count: evidence.carts,
          value: formatCount(evidence.carts),
        }),
    evidence.purchases === 0
      ? null
      : t('preview.explain.learned.purchases', {
          count: evidence.purchases,
          value: formatCount(evidence.purchases),
        }),
  ].filter((part) => part !== null);
  const days = t('preview.explain.learned.days', {
    count: evidence.days,
    value: formatCount(evidence.days),
  });
  const text =
    parts.length === 0
      ? t('preview.explain.learned.none', { days })
      : evidence.source === 'query'
        ? t('preview.explain.learned.query', { evidence: parts.join(', '), days })
        : t('preview.explain.learned.prior', { evidence: parts.join(', '), days });
  return <Text size="xs">{text}</Text>;
}
