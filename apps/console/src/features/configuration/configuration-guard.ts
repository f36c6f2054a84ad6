import { getUnsavedChanges, setUnsavedChanges } from '../guard/unsaved-changes-store';
import {
  discardAllEdits,
  getConfigurationState,
  subscribeConfiguration,
} from './configuration-store';

/**
 * Mirrors the configuration history into the guard's unsaved-changes record
 * (docs/product/shell.md#unsaved-changes): unsaved while the history is non-empty; the guard's
 * 'save' runs `save`, 'leave without saving' returns to the saved configuration. The record is
 * cleared only while it is ours (our discard), so another screen's pending edits are never wiped.
 * Disconnecting keeps a pending record: unsaved edits outlive the save bar (e.g. on /preview) and
 * the unload warning must still fire.
 */
export function connectConfigurationToGuard(save: () => Promise<void>): () => void {
  const sync = () => {
    if (getConfigurationState().history.length > 0) {
      setUnsavedChanges({ unsavedChanges: true, save, discard: discardAllEdits });
    } else if (getUnsavedChanges().discard === discardAllEdits) {
      setUnsavedChanges({ unsavedChanges: false, save: null, discard: null });
    }
  };
  sync();
  return subscribeConfiguration(sync);
}
