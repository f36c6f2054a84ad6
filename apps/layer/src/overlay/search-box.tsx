import type { ComponentChildren, Ref } from 'preact';
import type { LayerTexts } from '../i18n/layer-texts';

interface Props {
  inputRef: Ref<HTMLInputElement>;
  text: string;
  texts: LayerTexts;
  listId: string;
  expanded: boolean;
  activeId: string | undefined;
  onText: (text: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** Voice and scan buttons, between the box and Search (src/input/). */
  tools?: ComponentChildren;
}

/**
 * The overlay's search box: an editable combobox whose popup is the results listbox, with the
 * active option given by aria-activedescendant (WAI-ARIA 1.2 combobox pattern), so focus never
 * leaves the box while the arrows move through products.
 */
export function SearchBox({
  inputRef,
  text,
  texts,
  listId,
  expanded,
  activeId,
  onText,
  onKeyDown,
  onSubmit,
  onClose,
  tools,
}: Props) {
  return (
    <form
      class="tv-searchbar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input
        ref={inputRef}
        class="tv-input"
        type="text"
        role="combobox"
        aria-label={texts.searchLabel}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        enterkeyhint="search"
        placeholder={texts.placeholder}
        value={text}
        onInput={(event) => onText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {tools}
      <button type="submit" class="tv-button">
        {texts.submit}
      </button>
      <button type="button" class="tv-close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span class="tv-sr-only">{texts.close}</span>
      </button>
    </form>
  );
}
