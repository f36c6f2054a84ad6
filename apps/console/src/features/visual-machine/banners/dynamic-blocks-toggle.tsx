import { Switch, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DYNAMIC_BLOCK_TOAST_HIDE_MS, withLayoutDefaults, type Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showToast, toastOptions } from '../../../lib/toast/toast';
import { useConfigurationState } from '../../configuration/configuration-store';
import { vmErrorText } from '../vm-errors';
import { useDynamicBlocks } from './banners.queries';

export interface DynamicBlocksToggleProps {
  shop: Pick<Shop, 'id' | 'layout'>;
  /** Switches every banner off and saves the list; resolves once stored. */
  switchAllOff: () => Promise<unknown>;
  busy: boolean;
}

/**
 * "Use dynamic blocks" (docs/product/visual-machine.md#banners), read from the shop's saved layout.
 * Turning it on switches every banner off first; a 1 s toast then names the blocks' ids. While the
 * configuration has unsaved edits it waits: its save would carry those edits' layout along.
 */
export function DynamicBlocksToggle({ shop, switchAllOff, busy }: DynamicBlocksToggleProps) {
  const { t } = useTranslation();
  const pendingEdits = useConfigurationState().history.length > 0;
  const dynamic = useDynamicBlocks(shop, switchAllOff);
  const on = withLayoutDefaults(shop.layout ?? {}).dynamicBanner;
  const change = (next: boolean) =>
    dynamic.mutate(next, {
      onSuccess: () => {
        if (!next) return;
        notifications.show({
          ...toastOptions({ kind: 'info', message: t('vm.banners.dynamicToast') }),
          autoClose: DYNAMIC_BLOCK_TOAST_HIDE_MS,
        });
      },
      onError: (error) => showToast({ kind: 'danger', ...vmErrorText(t, error) }),
    });
  const toggle = (
    <Switch
      label={t('vm.banners.dynamic')}
      checked={dynamic.isPending ? !on : on}
      disabled={pendingEdits || busy || dynamic.isPending}
      onChange={(event) => change(event.currentTarget.checked)}
    />
  );
  return pendingEdits ? (
    <Tooltip label={t('vm.banners.dynamicWaits')}>
      <span>{toggle}</span>
    </Tooltip>
  ) : (
    toggle
  );
}
