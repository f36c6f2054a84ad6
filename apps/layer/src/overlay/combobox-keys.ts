import type { LayerFormat } from '../i18n/layer-format';
import type { LayerTexts } from '../i18n/layer-texts';
import type { LayerSearchState } from './layer-search.state';

export type ComboboxKeyAction =
  | { type: 'activate'; index: number }
  | { type: 'load-more' }
  | { type: 'open'; index: number; newTab: boolean };

interface KeyContext {
  /** The active option, -1 for none. */
  active: number;
  /** Options shown. */
  count: number;
  /** Infinite scrolling: Down past the last option loads the next products. */
  infinite: boolean;
}

/**
 * What a key in the search box does (WAI-ARIA 1.2 editable combobox with list autocomplete):
 * Down and Up move the active option (Up from the first returns to the text), Enter opens the
 * active product (Ctrl/Cmd: in a new tab). Other keys edit the text as usual; Escape belongs to
 * the frame, which closes the overlay.
 *
 * @example comboboxKeyAction({ key: 'ArrowDown' }, { active: -1, count: 3, infinite: true }) // { type: 'activate', index: 0 }
 */
export function comboboxKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>,
  { active, count, infinite }: KeyContext,
): ComboboxKeyAction | undefined {
  if (event.key === 'ArrowDown') {
    if (active < count - 1) return { type: 'activate', index: active + 1 };
    return infinite && count > 0 ? { type: 'load-more' } : undefined;
  }
  if (event.key === 'ArrowUp')
    return count > 0 ? { type: 'activate', index: active - 1 } : undefined;
  if (event.key === 'Enter' && active >= 0 && active < count) {
    return { type: 'open', index: active, newTab: event.ctrlKey || event.metaKey };
  }
  return undefined;
}

/** What the polite live region says: result counts and failures, not every keystroke's state. */
export function announcement(
  state: LayerSearchState,
  texts: LayerTexts,
  format: LayerFormat,
): string {
  if (state.status === 'error') return texts.error;
  const shown = state.shown;
  if (state.status !== 'ready' || !shown) return '';
  if (shown.count === 0) return texts.noResults(shown.request.q);
  return texts.resultCount(format.count(shown.count), shown.count === 1);
}
