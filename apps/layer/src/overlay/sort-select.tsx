import { sortLabel, type LayerTexts } from '../i18n/layer-texts';
import type { SortChoice } from '../search/sort-options';

interface Props {
  sort: SortChoice;
  value: number;
  texts: LayerTexts;
  onChange: (index: number) => void;
}

/** The layout's sort options as a native select: labelled, keyboard-ready on every device. */
export function SortSelect({ sort, value, texts, onChange }: Props) {
  if (!sort.menu) return null;
  return (
    <label class="tv-sort">
      <span>{texts.sortBy}</span>
      <select
        value={String(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {sort.options.map((option, index) => (
          <option key={index} value={String(index)}>
            {sortLabel(texts, option.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
