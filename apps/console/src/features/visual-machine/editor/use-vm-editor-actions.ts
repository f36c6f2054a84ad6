import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast/toast';
import { serverWarnings, vmErrorText } from '../vm-errors';
import {
  useVmItemSave,
  useVmListMutations,
  type VmListCalls,
  type VmListItem,
} from '../vm-lists.queries';

export interface VmEditorActionsInput<Draft, Saved extends Draft & VmListItem> {
  calls: VmListCalls<Draft, Saved>;
  shopId: string;
  /** The stored item's id; undefined for a new one. */
  id: string | undefined;
  listPath: string;
  /** Forgets the guard's record (useVmDraft's release) before the editor leaves by itself. */
  release: () => void;
  prepare?: (draft: Draft) => Draft | Promise<Draft>;
}

/**
 * Save, delete and leave of a Visual Machine editor (docs/product/visual-machine.md#editors).
 * Saving or deleting returns to the list; a save the server refuses (400
 * `visual-machine-invalid`) shows its warnings while the draft stays as it was, any other failure
 * says why in a toast.
 * @example const actions = useVmEditorActions({ calls: campaignCalls, shopId, id, listPath, release });
 */
export function useVmEditorActions<Draft, Saved extends Draft & VmListItem>(
  input: VmEditorActionsInput<Draft, Saved>,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { calls, shopId, id, listPath, release } = input;
  const saving = useVmItemSave(calls, shopId, id, input.prepare);
  const { remove } = useVmListMutations(calls, shopId);
  const [refused, setRefused] = useState<{ draft: string; warnings: string[] } | null>(null);

  const leave = () => {
    release();
    void navigate(listPath, { replace: true });
  };

  const fail = (error: unknown, draft?: Draft) => {
    const warnings = serverWarnings(error);
    if (warnings && draft !== undefined) {
      setRefused({ draft: JSON.stringify(draft), warnings });
    }
    showToast({ kind: 'danger', ...vmErrorText(t, error) });
  };

  return {
    leave,
    saving: saving.isPending,
    deleting: remove.isPending,
    save: (draft: Draft) =>
      saving.mutate(draft, {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('vm.editor.saved') });
          leave();
        },
        onError: (error) => fail(error, draft),
      }),
    remove: () => {
      if (id === undefined) return;
      remove.mutate(id, {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('vm.editor.deleted') });
          leave();
        },
        onError: (error) => fail(error),
      });
    },
    /** The server's warnings for this very draft; any edit since makes them stale. */
    refusedWarnings: (draft: Draft): string[] =>
      refused && refused.draft === JSON.stringify(draft) ? refused.warnings : [],
  };
}
