import { Button, Fieldset, Group, NativeSelect, Radio, Stack, Switch, Text } from '@mantine/core';
import {
  SORT_DIRECTIONS,
  SORT_LABEL_MAX,
  canSwitchOffSort,
  isValidSortLabel,
  withDefaultSort,
  withSortActive,
  type LayoutSort,
  type SortDirection,
  type SortValue,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { setLayout } from '../layout-edits';
import { layoutDesignActions, SORT_OPTION_PARAM } from '../urls';
import { LabelInput } from './label-input';
import { RefineSortingModal } from './refine-sorting-modal';

/** The sort keys the layer and the search API know, besides the shop's own fields. */
const SORT_KEYS = ['score', 'selling_price'];

/**
 * The sort options shoppers can pick (docs/product/layout-design.md#sorting): label, key,
 * direction, on/off and the one default, plus tie-breakers in "refine sorting"; the whole menu can
 * be switched off.
 */
export function SortSettings({ sort, fields }: { sort: LayoutSort; fields: readonly string[] }) {
  const { t } = useTranslation();
  const refine = useUrlDialog(layoutDesignActions.refineSorting);
  const setValues = (values: SortValue[]) => setLayout('sort', { ...sort, values });
  const setValue = (index: number, value: SortValue) =>
    setValues(sort.values.map((item, at) => (at === index ? value : item)));
  const keys = [...new Set([...SORT_KEYS, ...fields])];
  const refined = Number(refine.param(SORT_OPTION_PARAM));

  return (
    <Stack gap="sm">
      <Switch
        label={t('layoutDesign.sort.menu')}
        checked={sort.active}
        onChange={(event) => setLayout('sort', { ...sort, active: event.currentTarget.checked })}
      />
      {sort.values.map((value, index) => {
        const name = t('layoutDesign.sort.option', { number: index + 1 });
        return (
          <Fieldset key={index} legend={name} disabled={!sort.active}>
            <Group align="flex-end" gap="md" wrap="wrap">
              <LabelInput
                key={value.label}
                label={t('layoutDesign.sort.label')}
                value={value.label}
                maxLength={SORT_LABEL_MAX}
                isValid={isValidSortLabel}
                invalidText={t('layoutDesign.sort.labelRule')}
                onCommit={(label) => setValue(index, { ...value, label })}
                disabled={!sort.active}
              />
              <NativeSelect
                label={t('layoutDesign.sort.key')}
                value={value.key}
                data={keys.includes(value.key) ? keys : [value.key, ...keys]}
                onChange={(event) => setValue(index, { ...value, key: event.currentTarget.value })}
              />
              <NativeSelect
                label={t('layoutDesign.sort.direction')}
                value={value.value.value}
                data={SORT_DIRECTIONS.map((direction) => ({
                  value: direction,
                  label: t(`layoutDesign.directions.${direction}`),
                }))}
                onChange={(event) =>
                  setValue(index, {
                    ...value,
                    value: { value: event.currentTarget.value as SortDirection },
                  })
                }
              />
              <Switch
                label={t('layoutDesign.sort.shown')}
                checked={value.active}
                disabled={!sort.active || !canSwitchOffSort(value)}
                onChange={(event) =>
                  setValues(withSortActive(sort.values, index, event.currentTarget.checked))
                }
              />
              <Radio
                label={t('layoutDesign.sort.default')}
                name="default-sort"
                checked={value.isDefault}
                onChange={() => setValues(withDefaultSort(sort.values, index))}
              />
              <Button variant="subtle" onClick={() => refine.open({ [SORT_OPTION_PARAM]: index })}>
                {t('layoutDesign.sort.refine')}
              </Button>
            </Group>
            {value.selectedList.length > 0 ? (
              <Text size="sm" c="dimmed" mt="xs">
                {t('layoutDesign.sort.thenBy', {
                  fields: value.selectedList
                    .map((item) => `${item.label} ${t(`layoutDesign.directions.${item.sort}`)}`)
                    .join(', '),
                })}
              </Text>
            ) : null}
          </Fieldset>
        );
      })}
      <RefineSortingModal
        opened={refine.opened}
        onClose={refine.close}
        value={sort.values[refined]}
        fields={fields}
        onChange={(value) => setValue(refined, value)}
      />
    </Stack>
  );
}
