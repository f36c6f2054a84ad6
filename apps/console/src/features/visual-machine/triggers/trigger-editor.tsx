import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import {
  canAddFilter,
  canAddQuery,
  FACET_CONDITION_TYPES,
  QUERY_CONDITION_TYPES,
  type FacetConditionType,
  type QueryConditionType,
  type Trigger,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import type { ShopSearchStats } from '../product-panel/product-picker.queries';
import { FilterRow } from './filter-row';
import {
  addFilter,
  addQuery,
  conditionFacets,
  configuredFacetCount,
  removeFilter,
  removeQuery,
  setFacetType,
  setFilterFacet,
  setFilterValue,
  setQuery,
} from './trigger-edits';

export interface TriggerEditorProps {
  trigger: Trigger;
  /** The shop's configured facets (its setup). */
  setupFacets: readonly string[];
  stats: ShopSearchStats | undefined;
  onChange: (trigger: Trigger) => void;
}

/**
 * One trigger's conditions (docs/product/visual-machine.md#triggers): query conditions (contains,
 * is, always), then the facet condition (these filters, or any of them) and its filters. Adding a
 * query or a filter is offered only as the rules allow.
 */
export function TriggerEditor({ trigger, setupFacets, stats, onChange }: TriggerEditorProps) {
  const { t } = useTranslation();
  const facets = conditionFacets(setupFacets);
  const { filters } = trigger.facet;
  return (
    <Stack>
      <Text fw={500} size="sm">
        {t('vm.triggers.queries')}
      </Text>
      {trigger.queries.map((query, index) => (
        <Group
          key={index}
          role="group"
          aria-label={t('vm.triggers.queryNumber', { number: index + 1 })}
          align="flex-end"
          wrap="nowrap"
        >
          <NativeSelect
            label={t('vm.triggers.queryType')}
            value={query.type}
            onChange={(event) =>
              onChange(
                setQuery(trigger, index, {
                  ...query,
                  type: event.currentTarget.value as QueryConditionType,
                }),
              )
            }
            data={QUERY_CONDITION_TYPES.map((type) => ({
              value: type,
              label: t(`vm.triggers.queryTypes.${type}`),
            }))}
          />
          <TextInput
            label={t('vm.triggers.queryText')}
            style={{ flex: 1 }}
            disabled={query.type === 'always'}
            value={query.value}
            onChange={(event) =>
              onChange(setQuery(trigger, index, { ...query, value: event.currentTarget.value }))
            }
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            onClick={() => onChange(removeQuery(trigger, index))}
            aria-label={t('vm.triggers.removeQuery', { number: index + 1 })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={!canAddQuery(trigger.queries)}
          onClick={() => onChange(addQuery(trigger))}
        >
          {t('vm.triggers.addQuery')}
        </Button>
      </Group>
      <Group justify="space-between">
        <Text fw={500} size="sm">
          {t('vm.triggers.filters')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t('vm.triggers.facetType')}
          value={trigger.facet.type}
          onChange={(type) => onChange(setFacetType(trigger, type as FacetConditionType))}
          data={FACET_CONDITION_TYPES.map((type) => ({
            value: type,
            label: t(`vm.triggers.facetTypes.${type}`),
          }))}
        />
      </Group>
      {filters.map((filter, index) => (
        <FilterRow
          key={index}
          number={index + 1}
          filter={filter}
          facets={facets}
          stats={stats}
          onFacet={(facet) => onChange(setFilterFacet(trigger, index, facet))}
          onValue={(value) => onChange(setFilterValue(trigger, index, value))}
          onRemove={() => onChange(removeFilter(trigger, index))}
        />
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={!canAddFilter(filters, configuredFacetCount(setupFacets))}
          onClick={() => onChange(addFilter(trigger, configuredFacetCount(setupFacets)))}
        >
          {t('vm.triggers.addFilter')}
        </Button>
      </Group>
    </Stack>
  );
}
