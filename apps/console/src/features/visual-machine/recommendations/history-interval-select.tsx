import { NativeSelect } from '@mantine/core';
import { HISTORY_INTERVALS, type HistoryInterval } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { ConfirmDialog } from '../editor/confirm-dialog';
import { recommendationActions, VM_OPTION_PARAM } from '../urls';
import { vmErrorText } from '../vm-errors';
import { useHistoryInterval, useSaveHistoryInterval } from './recommendations.queries';

function asInterval(value: string | null): HistoryInterval | null {
  return HISTORY_INTERVALS.find((interval) => interval === value) ?? null;
}

/**
 * The history interval of the shop's recommendations (docs/product/visual-machine.md#recommendations):
 * 15 or 30 days. Choosing another asks first (`?action=history-interval&option=15`); the select
 * keeps showing the stored interval until the change is confirmed and saved.
 * @example <HistoryIntervalSelect shopId="shop-1" />
 */
export function HistoryIntervalSelect({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const stored = useHistoryInterval(shopId);
  const save = useSaveHistoryInterval(shopId);
  const dialog = useUrlDialog(recommendationActions.historyInterval);
  const current = stored.data?.historyInterval;
  const asked = asInterval(dialog.param(VM_OPTION_PARAM));
  const confirm = () => {
    if (asked === null) return;
    save.mutate(asked, {
      onSuccess: () => {
        showToast({
          kind: 'success',
          message: t('vmRecommendations.history.saved', { days: asked }),
        });
        dialog.close();
      },
      onError: (error) => showToast({ kind: 'danger', ...vmErrorText(t, error) }),
    });
  };

  return (
    <>
      <NativeSelect
        label={t('vmRecommendations.history.label')}
        description={t('vmRecommendations.history.help')}
        value={current ?? ''}
        disabled={current === undefined || save.isPending}
        error={stored.isError ? t('vmRecommendations.history.loadFailed') : undefined}
        onChange={(event) => {
          const chosen = asInterval(event.currentTarget.value);
          if (chosen !== null && chosen !== current) dialog.open({ [VM_OPTION_PARAM]: chosen });
        }}
        data={HISTORY_INTERVALS.map((interval) => ({
          value: interval,
          label: t(`vmRecommendations.history.options.${interval}`),
        }))}
      />
      <ConfirmDialog
        opened={dialog.opened && asked !== null && current !== undefined}
        title={t('vmRecommendations.history.confirmTitle')}
        body={t('vmRecommendations.history.confirmBody', { days: asked ?? '' })}
        confirmLabel={t('vmRecommendations.history.confirm')}
        loading={save.isPending}
        onConfirm={confirm}
        onCancel={dialog.close}
      />
    </>
  );
}
