import { ActionIcon, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { HISTORY_SORT_KEYS, withLayoutDefaults, type Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { sortLabel } from '../../../lib/format/sort-label';
import { recommendationActions } from '../urls';
import {
  DEFAULT_QUERY_SORTING,
  type HistorySortKey,
  type QuerySorting,
} from './recommendation-query';
import { relevanceSortOptions, sortingOfOption, sortOptionValue } from './sort-options';

const HISTORY_LABELS = { 'history.clicks': 'clicks', 'history.views': 'views' } as const;

export interface SortingInputProps {
  sorting: QuerySorting;
  layout: Shop['layout'];
  onChange: (sorting: QuerySorting) => void;
}

/**
 * The sort of a stored search or template (docs/product/visual-machine.md#recommendations): by
 * relevance with one of the layout's sort options, or by shoppers' history (clicks or views,
 * always descending); the two are exclusive. The information button opens the sort options'
 * explanation (`?action=relevance`).
 * @example <SortingInput sorting={settings.sorting} layout={shop.layout} onChange={set} />
 */
export function SortingInput({ sorting, layout, onChange }: SortingInputProps) {
  const { t } = useTranslation();
  const about = useUrlDialog(recommendationActions.relevance);
  const options = relevanceSortOptions(withLayoutDefaults(layout ?? {}).sort.values, sorting).map(
    (option) => ({ ...option, label: sortLabel(t, option.label) }),
  );
  const switchTo = (by: string) => {
    if (by === sorting.by) return;
    onChange(
      by === 'history'
        ? { by: 'history', key: HISTORY_SORT_KEYS[0], direction: 'DESC' }
        : DEFAULT_QUERY_SORTING,
    );
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="recommendation-sort-by">
        {t('vmRecommendations.sorting.by')}
      </Text>
      <SegmentedControl
        aria-labelledby="recommendation-sort-by"
        value={sorting.by}
        onChange={switchTo}
        data={[
          { value: 'relevance', label: t('vmRecommendations.sorting.relevance') },
          { value: 'history', label: t('vmRecommendations.sorting.history') },
        ]}
      />
      {sorting.by === 'relevance' ? (
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={t('vmRecommendations.sorting.option')}
            value={sortOptionValue(sorting)}
            onChange={(event) => onChange(sortingOfOption(event.currentTarget.value))}
            data={options}
          />
          <ActionIcon
            variant="subtle"
            mb={4}
            aria-label={t('vmRecommendations.sorting.about')}
            onClick={() => about.open()}
          >
            <IconInfoCircle size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <NativeSelect
          label={t('vmRecommendations.sorting.historyKey')}
          value={sorting.key}
          onChange={(event) =>
            onChange({
              by: 'history',
              key: event.currentTarget.value as HistorySortKey,
              direction: 'DESC',
            })
          }
          data={HISTORY_SORT_KEYS.map((key) => ({
            value: key,
            label: t(`vmRecommendations.sorting.historyKeys.${HISTORY_LABELS[key]}`),
          }))}
        />
      )}
    </Stack>
  );
}
