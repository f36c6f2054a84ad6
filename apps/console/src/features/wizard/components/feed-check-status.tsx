import { Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedCheck } from '../use-feed-check';

/** The feed URL check, announced politely to screen readers as it changes. */
export function FeedCheckStatus({ check }: { check: FeedCheck }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="status" aria-live="polite" mih={22}>
      {check === 'checking' ? (
        <>
          <Loader size={14} />
          <Text size="sm">{t('wizard.cms.feedChecking')}</Text>
        </>
      ) : null}
      {check === 'wrong' ? (
        <>
          <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-hidden />
          <Text size="sm" c="red">
            {t('wizard.cms.feedWrong')}
          </Text>
        </>
      ) : null}
      {check === 'correct' ? (
        <>
          <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-hidden />
          <Text size="sm" c="green">
            {t('wizard.cms.feedCorrect')}
          </Text>
        </>
      ) : null}
    </Group>
  );
}
