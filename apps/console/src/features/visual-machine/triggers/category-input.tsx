import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Paper, TextInput, UnstyledButton } from '@mantine/core';
import { CATEGORY_AUTOCOMPLETE_BLUR_MS } from '@trova/contracts';
import { categorySuggestions } from './filter-inputs';

export interface CategoryInputProps {
  label: string;
  value: string;
  /** The shop's category paths, from its search stats. */
  categories: readonly string[];
  onChange: (value: string) => void;
}

/**
 * A category filter's value with autocomplete (docs/product/visual-machine.md#triggers): at most
 * 10 suggestions matching the text in any case; the list closes 150 ms after the field is left, so
 * a pointer choosing a suggestion lands first. Arrows move through the suggestions, Enter picks,
 * Escape closes.
 * @example <CategoryInput label="Value" value={value} categories={stats.categories} onChange={set} />
 */
export function CategoryInput({ label, value, categories, onChange }: CategoryInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<number | undefined>(undefined);
  const suggestions = open ? categorySuggestions(categories, value) : [];
  const expanded = suggestions.length > 0;

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const show = () => {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const choose = (category: string) => {
    onChange(category);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const count = categorySuggestions(categories, value).length;
        return count === 0 ? -1 : (current + step + count) % count;
      });
    } else if (event.key === 'Enter' && expanded && suggestions[active] !== undefined) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Box pos="relative">
      <TextInput
        label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setActive(-1);
          show();
        }}
        onFocus={show}
        onBlur={() => {
          hideTimer.current = window.setTimeout(
            () => setOpen(false),
            CATEGORY_AUTOCOMPLETE_BLUR_MS,
          );
        }}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <Paper
          id={listId}
          role="listbox"
          aria-label={label}
          withBorder
          shadow="sm"
          pos="absolute"
          left={0}
          right={0}
          style={{ zIndex: 10 }}
        >
          {suggestions.map((category, index) => (
            <UnstyledButton
              key={category}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              display="block"
              w="100%"
              px="sm"
              py={4}
              bg={index === active ? 'var(--mantine-color-blue-light)' : undefined}
              onClick={() => choose(category)}
            >
              {category}
            </UnstyledButton>
          ))}
        </Paper>
      ) : null}
    </Box>
  );
}
