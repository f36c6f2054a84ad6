import { Badge, Group, Switch } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Shop } from '@trova/contracts';
import { showToast } from '../../lib/toast/toast';
import { usePlanActive, useSetPublished } from './save-bar.queries';
import { billingInformationPath } from '../billing/urls';

/**
 * Published toggle (docs/product/shell.md#save-bar): on publishes the shop's search layer, off
 * withdraws it. Only an active plan may publish; otherwise the toggle is marked locked and a click
 * leads to billing information, where the plan is put right.
 */
export function PublishToggle({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const planActive = usePlanActive();
  const setPublished = useSetPublished(shop.id);
  const lockedId = useId();
  const locked = planActive === false;

  const toggle = (published: boolean) => {
    if (locked) {
      void navigate(billingInformationPath);
      return;
    }
    setPublished.mutate(published, {
      onSuccess: () =>
        showToast({
          kind: 'success',
          message: t(published ? 'saveBar.publishedToast' : 'saveBar.unpublishedToast'),
        }),
      onError: () => showToast({ kind: 'danger', message: t('saveBar.publishFailed') }),
    });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={shop.is_active}
        onChange={(event) => toggle(event.currentTarget.checked)}
        disabled={planActive === undefined || setPublished.isPending}
        label={t(shop.is_active ? 'saveBar.published' : 'saveBar.notPublished')}
        aria-describedby={locked ? lockedId : undefined}
      />
      {locked ? (
        <Badge id={lockedId} color="gray" variant="light" leftSection={<IconLock size={12} />}>
          {t('saveBar.locked')}
        </Badge>
      ) : null}
    </Group>
  );
}
