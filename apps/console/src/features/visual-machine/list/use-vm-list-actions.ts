import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { vmErrorText } from '../vm-errors';
import {
  useVmList,
  useVmListMutations,
  type VmListCalls,
  type VmListItem,
} from '../vm-lists.queries';
import { setAllActive } from './vm-list-rules';

/**
 * A list screen's data and the changes its rows make, each saved at once
 * (docs/product/visual-machine.md#lists): the row toggle saves the item, enable/disable all and a
 * drag save the whole list, copy creates a new item. A failure says why in a toast; the list is
 * read again either way, so it shows what is stored.
 * @example const { list, toggle, reorder } = useVmListActions(campaignCalls, shop.id, copyOf);
 */
export function useVmListActions<Draft, Saved extends Draft & VmListItem>(
  calls: VmListCalls<Draft, Saved>,
  shopId: string,
  copy: (item: Saved) => Draft | Promise<Draft>,
) {
  const { t } = useTranslation();
  const list = useVmList(calls, shopId);
  const { create, update, saveOrder } = useVmListMutations(calls, shopId);
  const fail = (error: unknown) => showToast({ kind: 'danger', ...vmErrorText(t, error) });
  const items = list.data ?? [];

  return {
    list,
    items,
    busy: list.isFetching || create.isPending || update.isPending || saveOrder.isPending,
    toggle: (item: Saved, isActive: boolean) =>
      update.mutate({ id: item.id, item: { ...item, isActive } }, { onError: fail }),
    toggleAll: (isActive: boolean) =>
      saveOrder.mutate(setAllActive(items, isActive), { onError: fail }),
    reorder: (ordered: Saved[]) => saveOrder.mutate(ordered, { onError: fail }),
    copy: async (item: Saved) => {
      try {
        await create.mutateAsync(await copy(item));
        showToast({ kind: 'success', message: t('vm.list.copied', { name: item.name }) });
      } catch (error) {
        fail(error);
      }
    },
    /** Sets every item off and saves the list; resolves once stored (dynamic blocks wait for it). */
    switchAllOff: () => saveOrder.mutateAsync(setAllActive(items, false)),
  };
}
