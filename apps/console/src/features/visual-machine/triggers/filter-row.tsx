import { ActionIcon, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Filter, PriceRange } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import type { ShopSearchStats } from '../product-panel/product-picker.queries';
import { CategoryInput } from './category-input';
import { filterEntry } from './trigger-edits';
import { PriceFilter } from './price-filter';

export interface FilterRowProps {
  /** 1-based, for labels. */
  number: number;
  filter: Filter;
  /** Facets a filter may name: the shop's, then price and categories. */
  facets: readonly string[];
  stats: ShopSearchStats | undefined;
  onFacet: (facet: string) => void;
  onValue: (value: string | PriceRange) => void;
  onRemove: () => void;
}

/** One filter of a facet condition: its facet, then a text, a price range or a category. */
export function FilterRow(props: FilterRowProps) {
  const { t } = useTranslation();
  const { facet, value } = filterEntry(props.filter);
  const facetLabel = (name: string) => {
    if (name === 'price') return t('vm.triggers.price');
    if (name === 'categories') return t('vm.triggers.categories');
    return name;
  };
  const label = t('vm.triggers.filterValue');
  let input;
  if (facet === '') input = null;
  else if (typeof value !== 'string') {
    input = (
      <PriceFilter
        value={value}
        highestPrice={props.stats?.highestPrice}
        onChange={props.onValue}
      />
    );
  } else if (facet === 'categories') {
    input = (
      <CategoryInput
        label={label}
        value={value}
        categories={props.stats?.categories ?? []}
        onChange={props.onValue}
      />
    );
  } else {
    input = (
      <TextInput
        label={label}
        value={value}
        onChange={(event) => props.onValue(event.currentTarget.value)}
      />
    );
  }
  return (
    <Group
      role="group"
      aria-label={t('vm.triggers.filterNumber', { number: props.number })}
      align="flex-end"
      wrap="nowrap"
    >
      <NativeSelect
        label={t('vm.triggers.facet')}
        value={facet}
        onChange={(event) => props.onFacet(event.currentTarget.value)}
        data={[
          { value: '', label: t('vm.triggers.chooseFacet'), disabled: true },
          ...props.facets.map((name) => ({ value: name, label: facetLabel(name) })),
        ]}
      />
      <div style={{ flex: 1 }}>{input}</div>
      <ActionIcon
        variant="subtle"
        color="red"
        mb={4}
        onClick={props.onRemove}
        aria-label={t('vm.triggers.removeFilter', { number: props.number })}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
