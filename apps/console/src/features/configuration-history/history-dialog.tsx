import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error-text';
import { showToast } from '../../lib/toast/toast';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { useConfigurationState } from '../configuration/configuration-store';
import { useNow } from '../../lib/time/use-now';
import { useRevisionPages, useRollback } from './history.queries';
import { RevisionItem } from './revision-item';
import { historyAction } from './urls';

/**
 * The configuration history (docs/product/configuration-history.md), opened as `?action=history`
 * over a configuration screen: the shop's saved revisions, newest first, a page at a time, each
 * older one with a rollback. A rollback waits while edits are unsaved: it would replace them.
 */
export function HistoryDialog({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const dialog = useUrlDialog(historyAction);
  const pages = useRevisionPages(shopId, dialog.opened);
  const rollback = useRollback(shopId);
  const blocked = useConfigurationState().history.length > 0;
  const now = useNow();
  const revisions = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const current = pages.data?.pages[0]?.current ?? null;

  const rollBack = (revision: number) =>
    rollback.mutate(revision, {
      onSuccess: () =>
        showToast({ kind: 'success', message: t('history.rolledBack', { revision }) }),
      onError: (error) =>
        showToast({
          kind: 'danger',
          title: errorText(t, error).title,
          message: t('history.rollbackFailed'),
        }),
    });

  let content;
  if (pages.isPending) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('history.loading')}</Text>
      </Group>
    );
  } else if (pages.isError) {
    content = (
      <Alert color="red" title={t('history.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void pages.refetch()}>
          {t('history.retry')}
        </Button>
      </Alert>
    );
  } else if (revisions.length === 0) {
    content = <Text size="sm">{t('history.empty')}</Text>;
  } else {
    content = (
      <Stack gap="xs">
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {revisions.map((revision) => (
            <RevisionItem
              key={revision.revision}
              revision={revision}
              current={revision.revision === current}
              now={now}
              blocked={blocked}
              rollingBack={rollback.isPending}
              onRollBack={rollBack}
            />
          ))}
        </Stack>
        {pages.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="default"
              size="xs"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('history.loadMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Modal opened={dialog.opened} onClose={dialog.close} title={t('history.title')} size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('history.intro')}
        </Text>
        {blocked ? (
          <Alert color="yellow" role="status">
            {t('history.unsavedEdits')}
          </Alert>
        ) : null}
        {content}
      </Stack>
    </Modal>
  );
}

/** The save bar's History entry: opens the dialog and adds a history entry Back closes. */
export function HistoryButton() {
  const { t } = useTranslation();
  const dialog = useUrlDialog(historyAction);
  return (
    <Button variant="subtle" aria-haspopup="dialog" onClick={() => dialog.open()}>
      {t('history.open')}
    </Button>
  );
}
