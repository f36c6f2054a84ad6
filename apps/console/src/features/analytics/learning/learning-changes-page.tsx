import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconBulb, IconHistory } from '@tabler/icons-react';
import { LEARNING_CHANGES_DEPTH, type LearningChanges } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format/number-format';
import { formatRelativeTime } from '../../../lib/time/relative-time';
import { useNow } from '../../../lib/time/use-now';
import { TabHeading } from '../../../lib/ui/section-layout';
import { setupSearchPath } from '../../setup/urls';
import { useCurrentShopId } from '../../shops/current-shop-store';
import { AnalyticsControls } from '../analytics-controls';
import { useAnalyticsFilters } from '../analytics-filters';
import { AnalyticsState } from '../analytics-screen-state';
import { AnalyticsEmpty } from '../analytics-states';
import { LearningQueryComparison } from './learning-query-comparison';
import { useLearningChanges } from './learning.queries';

/**
 * "What learning changed" (docs/product/learning.md#what-an-owner-sees): for the range's top
 * queries, the first products without and with learned ranking. The range picks the queries; the
 * orders are today's, from the live index. No device filter: the ranking is the same on both.
 */
export function LearningChangesPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <TabHeading>{t('analytics.learning.title')}</TabHeading>
      <Text size="sm">{t('analytics.learning.help', { depth: LEARNING_CHANGES_DEPTH })}</Text>
      <AnalyticsControls withDevice={false} />
      <LearningContent />
    </Stack>
  );
}

function LearningContent() {
  const { date } = useAnalyticsFilters();
  const changes = useLearningChanges(useCurrentShopId(), date);
  return (
    <AnalyticsState
      isPending={changes.isPending}
      error={changes.isError ? changes.error : null}
      onRetry={() => void changes.refetch()}
    >
      {changes.data ? (
        // While another range loads, the last answer stays, marked busy.
        <Stack aria-busy={changes.isPlaceholderData}>
          <LearningAnswer changes={changes.data} />
        </Stack>
      ) : null}
    </AnalyticsState>
  );
}

/** The answer, or why there is nothing to compare: learning off, nothing learned, no searches. */
function LearningAnswer({ changes }: { changes: LearningChanges }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (!changes.enabled) {
    return (
      <Alert
        color="gray"
        icon={<IconBulb size={18} aria-hidden />}
        title={t('analytics.learning.off.title')}
      >
        <Text size="sm">{t('analytics.learning.off.message')}</Text>
        <Anchor component={Link} to={setupSearchPath} size="sm">
          {t('analytics.learning.off.link')}
        </Anchor>
      </Alert>
    );
  }
  if (changes.builtAt === null) {
    return (
      <Alert
        color="blue"
        icon={<IconHistory size={18} aria-hidden />}
        title={t('analytics.learning.noHistory.title')}
      >
        <Text size="sm">{t('analytics.learning.noHistory.message')}</Text>
      </Alert>
    );
  }
  if (changes.queries.length === 0) return <AnalyticsEmpty />;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('analytics.learning.summary', {
          learned: formatRelativeTime(Math.floor(changes.builtAt / 1000), now, i18n.language),
          count: changes.queriesWithHistory,
          value: formatCount(changes.queriesWithHistory),
        })}
      </Text>
      {changes.queries.map((compared) => (
        <LearningQueryComparison key={compared.query} compared={compared} />
      ))}
    </Stack>
  );
}
