import { ActionIcon, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CategoryInput } from '../triggers/category-input';
import { parsePriceInput } from '../triggers/filter-inputs';
import { newFilter } from './recommendation-edits';
import { isCompleteFilter, type QueryFilter } from './recommendation-query';

export interface QueryFilterRowProps {
  filter: QueryFilter;
  /** 1-based, as the row is named. */
  number: number;
  names: readonly string[];
  categories: readonly string[];
  onChange: (filter: QueryFilter) => void;
  onRemove: () => void;
}

/** Labels of the facets with a name of their own; the shop's facets show as they are named. */
const NAMED_FACETS = ['categories', 'sellingPrice', 'price'] as const;

/**
 * One filter of a stored search (docs/product/visual-machine.md#recommendations): a facet and a
 * text (categories with autocomplete), or the selling price from–to.
 * @example <QueryFilterRow filter={filter} number={1} names={names} categories={[]} onChange={set} onRemove={remove} />
 */
export function QueryFilterRow(props: QueryFilterRowProps) {
  const { t } = useTranslation();
  const { filter } = props;
  const label = (name: string) => {
    const named = NAMED_FACETS.find((candidate) => candidate === name);
    return named ? t(`vmRecommendations.query.facets.${named}`) : name;
  };
  const incomplete = isCompleteFilter(filter) ? undefined : t('vmRecommendations.query.incomplete');
  let input;
  if (!('text' in filter)) {
    const bound = (which: 'from' | 'to') => (
      <NumberInput
        label={t(`vmRecommendations.query.${which}`)}
        min={0}
        allowNegative={false}
        allowDecimal={false}
        value={filter[which]}
        error={which === 'to' ? incomplete : undefined}
        onChange={(typed) => props.onChange({ ...filter, [which]: parsePriceInput(typed) })}
      />
    );
    input = (
      <Group grow align="flex-start">
        {bound('from')}
        {bound('to')}
      </Group>
    );
  } else if (filter.name === 'categories') {
    input = (
      <CategoryInput
        label={t('vmRecommendations.query.value')}
        value={filter.text}
        categories={props.categories}
        onChange={(text) => props.onChange({ ...filter, text })}
      />
    );
  } else {
    input = (
      <TextInput
        label={t('vmRecommendations.query.value')}
        value={filter.text}
        error={filter.text === '' ? undefined : incomplete}
        onChange={(event) => props.onChange({ ...filter, text: event.currentTarget.value })}
      />
    );
  }
  return (
    <Group
      role="group"
      aria-label={t('vmRecommendations.query.filterNumber', { number: props.number })}
      align="flex-start"
      wrap="nowrap"
    >
      <NativeSelect
        label={t('vmRecommendations.query.facet')}
        value={filter.name}
        onChange={(event) => props.onChange(newFilter(event.currentTarget.value))}
        data={props.names.map((name) => ({ value: name, label: label(name) }))}
      />
      <div style={{ flex: 1 }}>{input}</div>
      <ActionIcon
        variant="subtle"
        color="red"
        mt={28}
        onClick={props.onRemove}
        aria-label={t('vmRecommendations.query.remove', { number: props.number })}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
