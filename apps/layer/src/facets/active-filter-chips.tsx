import type { LayerTexts } from '../i18n/layer-texts';
import type { LayerRanges } from '../overlay/layer-search.state';
import type { ActiveFilter } from './active-filters';

interface Props {
  chips: readonly ActiveFilter[];
  texts: LayerTexts;
  onChange: (filters: Readonly<Record<string, readonly string[]>>, ranges: LayerRanges) => void;
}

/**
 * The chosen filters as removable chips, and "Clear filters". Each chip is a button whose name
 * starts with a hidden "Remove filter", so screen readers say what pressing it does.
 */
export function ActiveFilterChips({ chips, texts, onChange }: Props) {
  if (chips.length === 0) return null;
  return (
    <div class="tv-chips">
      <ul class="tv-chip-list" aria-label={texts.activeFilters}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              class="tv-chip"
              onClick={() => onChange(chip.filters, chip.ranges)}
            >
              <span class="tv-sr-only">{texts.removeFilter} </span>
              {chip.text}
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="tv-link" onClick={() => onChange({}, {})}>
        {texts.clearFilters}
      </button>
    </div>
  );
}
