import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ACTION_PARAM, dialogSearch, type DialogParams } from './dialog-url';

/** Marks the history entry a dialog's opening pushed, so closing knows it may go back. */
interface DialogEntryState {
  dialog: string;
}

function pushedFor(state: unknown, action: string): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<DialogEntryState>).dialog === action
  );
}

/**
 * One URL dialog (`?action=<action>`). Opening pushes a history entry, so the browser's Back closes
 * the dialog; closing goes back when this page pushed that entry, and otherwise (the dialog came
 * with the URL, e.g. a shared link) replaces the entry with the same page without the dialog, so
 * closing never leaves the console.
 */
export function useUrlDialog(action: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const opened = search.get(ACTION_PARAM) === action;
  const pushed = pushedFor(location.state, action);
  const { search: current } = location;

  const open = useCallback(
    (params?: DialogParams) => {
      const state: DialogEntryState = { dialog: action };
      void navigate({ search: dialogSearch(current, action, params) }, { state });
    },
    [action, current, navigate],
  );
  /** Changes the dialog's ids in place, e.g. once a new synonym group exists. */
  const update = useCallback(
    (params: DialogParams) => {
      // The entry keeps its mark, so closing still goes back to the screen it was opened on.
      const state: DialogEntryState | null = pushed ? { dialog: action } : null;
      void navigate({ search: dialogSearch(current, action, params) }, { replace: true, state });
    },
    [action, current, navigate, pushed],
  );
  const close = useCallback(() => {
    if (!opened) return;
    if (pushed) void navigate(-1);
    else void navigate({ search: dialogSearch(current) }, { replace: true });
  }, [current, navigate, opened, pushed]);
  /** Leaves the page from inside the dialog; the dialog's own entry is replaced, not kept. */
  const leaveTo = useCallback(
    (path: string) => void navigate(path, { replace: pushed }),
    [navigate, pushed],
  );

  return { opened, param: (name: string) => search.get(name), open, update, close, leaveTo };
}
