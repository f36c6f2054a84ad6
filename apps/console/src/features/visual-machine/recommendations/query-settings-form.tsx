import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { RecommendationQuerySettings, Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import type { ShopSearchStats } from '../product-panel/product-picker.queries';
import { newFilter, queryFilterNames, removeFilter, setFilter } from './recommendation-edits';
import { isCompleteFilter } from './recommendation-query';
import { QueryFilterRow } from './query-filter-row';
import { SortingInput } from './sorting-input';

export interface QuerySettingsFormProps {
  settings: RecommendationQuerySettings;
  shop: Pick<Shop, 'setup' | 'layout'>;
  stats: ShopSearchStats | undefined;
  /** Shows "search missing" under the text once a save was tried without it. */
  searchMissing: boolean;
  onChange: (settings: RecommendationQuerySettings) => void;
}

/**
 * A stored search (docs/product/visual-machine.md#recommendations): its text (required), filters
 * (a facet and a text, or the selling price from–to) and sort. Another filter can be added while
 * every filter is complete.
 * @example <QuerySettingsForm settings={draft.query} shop={shop} stats={stats} searchMissing={false} onChange={set} />
 */
export function QuerySettingsForm(props: QuerySettingsFormProps) {
  const { t } = useTranslation();
  const { settings, onChange } = props;
  const names = queryFilterNames(props.shop.setup?.facets ?? [], settings.filters);
  const canAdd = settings.filters.every(isCompleteFilter);
  return (
    <Stack>
      <TextInput
        label={t('vmRecommendations.query.search')}
        description={t('vmRecommendations.query.searchHelp')}
        required
        value={settings.search}
        error={props.searchMissing ? t('vmRecommendations.warnings.searchMissing') : undefined}
        onChange={(event) => onChange({ ...settings, search: event.currentTarget.value })}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('vmRecommendations.query.filters')}
        </Text>
        {settings.filters.map((filter, index) => (
          <QueryFilterRow
            key={index}
            number={index + 1}
            filter={filter}
            names={names}
            categories={props.stats?.categories ?? []}
            onChange={(next) =>
              onChange({ ...settings, filters: setFilter(settings.filters, index, next) })
            }
            onRemove={() =>
              onChange({ ...settings, filters: removeFilter(settings.filters, index) })
            }
          />
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!canAdd}
            onClick={() =>
              onChange({ ...settings, filters: [...settings.filters, newFilter(names[0]!)] })
            }
          >
            {t('vmRecommendations.query.add')}
          </Button>
        </Group>
      </Stack>
      <SortingInput
        sorting={settings.sorting}
        layout={props.shop.layout}
        onChange={(sorting) => onChange({ ...settings, sorting })}
      />
    </Stack>
  );
}
