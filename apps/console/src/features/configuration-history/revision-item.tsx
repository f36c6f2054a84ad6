import { useId, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ConfigurationRevision } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../lib/time/relative-time';
import { RevisionChanges } from './revision-changes';
import { absoluteTime } from './revision-format';

interface RevisionItemProps {
  revision: ConfigurationRevision;
  current: boolean;
  now: number;
  /** Unsaved edits: a rollback would lose them, so it waits for a save or discard. */
  blocked: boolean;
  rollingBack: boolean;
  onRollBack: (revision: number) => void;
}

/**
 * One saved revision: when, how, which sections and by whom; its changes on demand; and, unless it
 * is the current one, a rollback asked for twice (the button, then the confirmation).
 */
export function RevisionItem(props: RevisionItemProps) {
  const { revision } = props;
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const changesId = useId();
  const when = new Date(revision.createdAt * 1000);

  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Group gap={6}>
              <Text fw={600} id={headingId}>
                {t('history.revision', { revision: revision.revision })}
              </Text>
              <Badge size="sm" variant="light">
                {t(`history.origins.${revision.origin}`)}
              </Badge>
              {props.current ? (
                <Badge size="sm" color="green">
                  {t('history.current')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              <time
                dateTime={when.toISOString()}
                title={absoluteTime(revision.createdAt, i18n.language)}
              >
                {formatRelativeTime(revision.createdAt, props.now, i18n.language)}
              </time>
              {' · '}
              {absoluteTime(revision.createdAt, i18n.language)}
              {' · '}
              {revision.author
                ? t('history.by', { author: revision.author })
                : t('history.byServer')}
            </Text>
            <Text size="xs">
              {revision.sections.map((section) => t(`history.sections.${section}`)).join(', ')}
              {revision.restoredFrom !== null
                ? ` · ${t('history.restoredFrom', { revision: revision.restoredFrom })}`
                : ''}
            </Text>
          </Stack>
          {props.current ? null : (
            <Button
              size="xs"
              variant="light"
              color="orange"
              disabled={props.blocked || props.rollingBack}
              aria-describedby={headingId}
              onClick={() => setConfirming(true)}
            >
              {t('history.rollback')}
            </Button>
          )}
        </Group>
        {confirming && !props.current ? (
          <Paper
            withBorder
            p="xs"
            role="group"
            aria-label={t('history.confirmTitle', { revision: revision.revision })}
          >
            <Text size="sm" fw={600}>
              {t('history.confirmTitle', { revision: revision.revision })}
            </Text>
            <Text size="sm" mb="xs">
              {t('history.confirmBody')}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('history.cancel')}
              </Button>
              <Button
                size="xs"
                color="orange"
                data-autofocus
                disabled={props.blocked}
                loading={props.rollingBack}
                onClick={() => props.onRollBack(revision.revision)}
              >
                {t('history.confirm')}
              </Button>
            </Group>
          </Paper>
        ) : null}
        <div>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={changesId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded
              ? t('history.hideChanges')
              : t('history.showChanges', { count: revision.changeCount })}
          </Button>
        </div>
        <div id={changesId} hidden={!expanded}>
          {expanded ? <RevisionChanges revision={revision} /> : null}
        </div>
      </Stack>
    </Paper>
  );
}
