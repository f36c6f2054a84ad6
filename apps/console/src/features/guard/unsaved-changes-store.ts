import { useSyncExternalStore } from 'react';

/** What a Visual Machine editor holds while it has unsaved changes. */
export type EditingKind = 'campaign' | 'banner' | 'recommendation';

/**
 * App-level record of edits the guard must not lose (docs/product/shell.md#navigation-guard).
 * Configuration screens set `unsavedChanges` with save/discard handlers; campaign, banner and
 * recommendation editors set `editing`.
 */
export interface UnsavedChangesState {
  unsavedChanges: boolean;
  /** A Visual Machine item being edited: leaving or switching shop asks to discard it. */
  editing: EditingKind | null;
  save: (() => Promise<void>) | null;
  discard: (() => void) | null;
}

const EMPTY: UnsavedChangesState = {
  unsavedChanges: false,
  editing: null,
  save: null,
  discard: null,
};

let state: UnsavedChangesState = EMPTY;
const listeners = new Set<() => void>();

export function getUnsavedChanges(): UnsavedChangesState {
  return state;
}

export function setUnsavedChanges(next: Partial<UnsavedChangesState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Forgets pending edits, running the screen's discard so its form returns to the saved state. */
export function discardUnsavedChanges(): void {
  const { discard } = state;
  state = EMPTY;
  discard?.();
  for (const listener of listeners) listener();
}

export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useUnsavedChanges(): UnsavedChangesState {
  return useSyncExternalStore(subscribeUnsavedChanges, getUnsavedChanges, getUnsavedChanges);
}
