import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PickerSearch } from './product-picker';

export interface PickerControlsProps {
  /** The text as typed (the search itself waits for typing to pause). */
  text: string;
  onText: (text: string) => void;
  search: PickerSearch;
  onSearch: (search: PickerSearch) => void;
  /** Facets the panel filters on, and the values the current answer counts for the chosen one. */
  facets: readonly string[];
  values: readonly string[];
  sorts: readonly { value: string; label: string }[];
}

/** The product panel's search box, facet filter and sort (docs/product/visual-machine.md#product-picker). */
export function PickerControls(props: PickerControlsProps) {
  const { t } = useTranslation();
  const { search, onSearch } = props;
  const facet = search.filter?.facet ?? '';
  const value = search.filter?.value ?? '';
  const values =
    value !== '' && !props.values.includes(value) ? [value, ...props.values] : props.values;
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={t('vm.picker.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.text}
        onChange={(event) => props.onText(event.currentTarget.value)}
        style={{ flex: 1 }}
        miw={180}
      />
      <NativeSelect
        label={t('vm.picker.filterFacet')}
        value={facet}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onSearch({ ...search, filter: chosen === '' ? null : { facet: chosen, value: '' } });
        }}
        data={[{ value: '', label: t('vm.picker.noFilter') }, ...props.facets]}
      />
      {facet === '' ? null : (
        <NativeSelect
          label={t('vm.picker.filterValue')}
          value={value}
          onChange={(event) =>
            onSearch({ ...search, filter: { facet, value: event.currentTarget.value } })
          }
          data={[{ value: '', label: t('vm.picker.anyValue') }, ...values]}
        />
      )}
      <NativeSelect
        label={t('vm.picker.sort')}
        value={search.sort ?? ''}
        onChange={(event) => onSearch({ ...search, sort: event.currentTarget.value || null })}
        data={[{ value: '', label: t('vm.picker.relevance') }, ...props.sorts]}
      />
    </Group>
  );
}
