import {
  defaultFineTuning,
  defaultSetup,
  withLayoutDefaults,
  type FineTuning,
  type Layout,
  type Setup,
  type Shop,
} from '@trova/contracts';
import { useSyncExternalStore } from 'react';
import { emitConfigurationEvent } from './configuration-events';

/** The parts of a shop the configuration screens edit and `PUT shops/{id}/conf` saves. */
export interface EditableConfiguration {
  setup: Setup;
  fineTuning: FineTuning;
  layout: Layout;
}

export type ConfigurationSection = keyof EditableConfiguration;

export interface ConfigurationState {
  /** The shop the draft belongs to; null before a shop is loaded. */
  shopId: string | null;
  draft: EditableConfiguration | null;
  /**
   * Prior drafts, newest last (docs/product/shell.md#unsaved-changes): every edit pushes one,
   * discard pops one, save clears them. Unsaved changes exist exactly while this is non-empty.
   */
  history: { draft: EditableConfiguration; section: ConfigurationSection }[];
}

const EMPTY: ConfigurationState = { shopId: null, draft: null, history: [] };

let state: ConfigurationState = EMPTY;
const listeners = new Set<() => void>();

function publish(next: ConfigurationState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * A shop's stored configuration with its defaults filled in
 * (docs/product/search-setup.md#setup-data, docs/product/fine-tuning.md#data,
 * docs/product/layout-design.md#defaults).
 * @example configurationOf({ setup: null, fineTuning: null, layout: null }).layout.primaryColor // '#398FF4'
 */
export function configurationOf(
  shop: Pick<Shop, 'setup' | 'fineTuning' | 'layout'>,
): EditableConfiguration {
  return {
    setup: shop.setup ?? defaultSetup(),
    fineTuning: shop.fineTuning ?? defaultFineTuning(),
    layout: withLayoutDefaults(shop.layout ?? {}),
  };
}

export function getConfigurationState(): ConfigurationState {
  return state;
}

/**
 * Shows a shop's saved configuration. Ignored while the same shop has unsaved edits, so a refetch of
 * the shop list never overwrites work in progress; a different shop always replaces the draft (the
 * guard asks about unsaved changes before a shop switch).
 */
export function loadConfiguration(
  shop: Pick<Shop, 'id' | 'setup' | 'fineTuning' | 'layout'>,
): void {
  if (state.shopId === shop.id && state.history.length > 0) return;
  publish({ shopId: shop.id, draft: configurationOf(shop), history: [] });
}

/** Applies one edit to a section, pushing the prior draft onto the history. */
export function editConfiguration<S extends ConfigurationSection>(
  section: S,
  edit: (current: EditableConfiguration[S]) => EditableConfiguration[S],
): void {
  const { draft } = state;
  if (!draft) return;
  const next = { ...draft, [section]: edit(draft[section]) };
  publish({ ...state, draft: next, history: [...state.history, { draft, section }] });
}

/** Discard: restores the last snapshot. */
export function discardLastEdit(): void {
  const last = state.history.at(-1);
  if (!last) return;
  publish({ ...state, draft: last.draft, history: state.history.slice(0, -1) });
  emitConfigurationEvent('discarded');
}

/** Leaving without saving: back to the configuration as it was last saved. */
export function discardAllEdits(): void {
  const first = state.history[0];
  if (!first) return;
  publish({ ...state, draft: first.draft, history: [] });
  emitConfigurationEvent('discarded');
}

/** The sections edited since the last save, in the order first edited. */
export function editedSections(current: ConfigurationState = state): ConfigurationSection[] {
  return [...new Set(current.history.map((entry) => entry.section))];
}

/** After a successful save: the saved shop becomes the baseline and the history is cleared. */
export function markConfigurationSaved(
  shop: Pick<Shop, 'id' | 'setup' | 'fineTuning' | 'layout'>,
): void {
  publish({ shopId: shop.id, draft: configurationOf(shop), history: [] });
  emitConfigurationEvent('saved');
}

/** Forgets everything, e.g. after the shop was deleted. */
export function resetConfiguration(): void {
  publish(EMPTY);
}

export function subscribeConfiguration(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useConfigurationState(): ConfigurationState {
  return useSyncExternalStore(subscribeConfiguration, getConfigurationState, getConfigurationState);
}
