import { Group, NativeSelect, Paper, Switch, Text } from '@mantine/core';
import {
  FACET_LABEL_MAX,
  FACET_SORT_OPTIONS,
  facetKindOf,
  facetTypesFor,
  isValidFacetLabel,
  showsInnerSearch,
  showsValueSorting,
  withFacetType,
  type FacetSortOption,
  type FacetType,
  type LayoutFacet,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { LabelInput } from './label-input';

/** One facet of the general tab: shown or not, label, type, inner search and value sorting. */
export function FacetRow({
  facet,
  onChange,
}: {
  facet: LayoutFacet;
  onChange: (next: LayoutFacet) => void;
}) {
  const { t } = useTranslation();
  const name = facet.name;
  return (
    <Paper withBorder p="sm" component="li">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Text fw={500} miw={120}>
          {name}
        </Text>
        <Switch
          label={t('layoutDesign.facets.shown')}
          aria-label={t('layoutDesign.facets.showFacet', { facet: name })}
          checked={facet.active}
          onChange={(event) => onChange({ ...facet, active: event.currentTarget.checked })}
        />
        <LabelInput
          key={facet.label}
          label={t('layoutDesign.facets.labelOf', { facet: name })}
          value={facet.label}
          maxLength={FACET_LABEL_MAX}
          isValid={isValidFacetLabel}
          invalidText={t('layoutDesign.facets.labelRule')}
          onCommit={(label) => onChange({ ...facet, label })}
        />
        <NativeSelect
          label={t('layoutDesign.facets.typeOf', { facet: name })}
          value={facet.type}
          data={facetTypesFor(facetKindOf(name)).map((type) => ({
            value: type,
            label: t(`layoutDesign.facetTypes.${type}`),
          }))}
          onChange={(event) =>
            onChange(withFacetType(facet, event.currentTarget.value as FacetType))
          }
        />
        {showsInnerSearch(facet) ? (
          <Switch
            label={t('layoutDesign.facets.innerSearch')}
            aria-label={t('layoutDesign.facets.innerSearchOf', { facet: name })}
            checked={facet.withSearch}
            onChange={(event) => onChange({ ...facet, withSearch: event.currentTarget.checked })}
          />
        ) : null}
        {showsValueSorting(facet) ? (
          <NativeSelect
            label={t('layoutDesign.facets.sortingOf', { facet: name })}
            value={facet.filterSorting}
            data={FACET_SORT_OPTIONS.map((option) => ({
              value: option,
              label: t(`layoutDesign.facetSorting.${option}`),
            }))}
            onChange={(event) =>
              onChange({ ...facet, filterSorting: event.currentTarget.value as FacetSortOption })
            }
          />
        ) : null}
      </Group>
    </Paper>
  );
}
