import { useCallback, useEffect, useState } from 'react';
import { setUnsavedChanges, type EditingKind } from '../../guard/unsaved-changes-store';
import { VM_EDIT_AREAS, type VmEditArea } from './vm-warnings';

/**
 * The draft of a Visual Machine editor (docs/product/visual-machine.md#editors), shared by the
 * campaign, banner and recommendation editors.
 *
 * - Unsaved while it differs from what was loaded; meanwhile the guard knows an item is being
 *   edited, so leaving the path or switching shop asks to discard it first.
 * - Each edit names the area it touched; warnings of an area show once it is touched. A stored
 *   item shows every warning from the start.
 * - `release` forgets the guard's record before the editor itself leaves (after a save, a delete
 *   or a confirmed discard), so its own navigation is not held.
 *
 * @example const { draft, edit } = useVmDraft(defaultCampaign(), 'campaign', false);
 * edit('info', (campaign) => ({ ...campaign, name: 'Sale' }));
 */
export function useVmDraft<T>(initial: T, kind: EditingKind, stored: boolean) {
  const [draft, setDraft] = useState(initial);
  const [baseline] = useState(() => JSON.stringify(initial));
  const [touched, setTouched] = useState<ReadonlySet<VmEditArea>>(
    () => new Set(stored ? VM_EDIT_AREAS : []),
  );
  const dirty = JSON.stringify(draft) !== baseline;

  useEffect(() => {
    setUnsavedChanges({ editing: dirty ? kind : null });
  }, [dirty, kind]);
  useEffect(() => () => setUnsavedChanges({ editing: null }), []);

  const edit = useCallback((area: VmEditArea, change: (current: T) => T) => {
    setDraft(change);
    setTouched((current) => (current.has(area) ? current : new Set([...current, area])));
  }, []);
  const touchAll = useCallback(() => setTouched(new Set(VM_EDIT_AREAS)), []);
  const release = useCallback(() => setUnsavedChanges({ editing: null }), []);
  return { draft, edit, touched, touchAll, dirty, release };
}
