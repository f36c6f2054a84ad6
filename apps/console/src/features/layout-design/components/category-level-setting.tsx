import { Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  CATEGORY_LEVEL_OPTIONS,
  CATEGORY_TREE_LEVELS,
  categoryLevelFor,
  orderedCategoryLevels,
  type CategoryLevel,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { setLayout } from '../layout-edits';

/**
 * Category level (docs/product/layout-design.md#category-level): choosing a depth resets the levels
 * to the depth's preset; depths 2 and 3 then pick that many levels from the offered ones.
 */
export function CategoryLevelSetting({ categoryLevel }: { categoryLevel: CategoryLevel }) {
  const { t } = useTranslation();
  const { level, choiceList, list } = categoryLevel;
  const optionLabel = (option: string) => {
    const known = CATEGORY_LEVEL_OPTIONS.find((item) => item === option);
    return known ? t(`layoutDesign.categoryLevel.options.${known}`) : option;
  };
  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...list, option] : list.filter((item) => item !== option);
    setLayout('categoryLevel', { ...categoryLevel, list: orderedCategoryLevels(next) });
  };
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('layoutDesign.categoryLevel.depth')}
        value={String(level)}
        data={CATEGORY_TREE_LEVELS.map((depth) => ({
          value: String(depth),
          label: t('layoutDesign.categoryLevel.depthOption', { depth }),
        }))}
        onChange={(event) =>
          setLayout(
            'categoryLevel',
            categoryLevelFor(Number(event.currentTarget.value) as 1 | 2 | 3),
          )
        }
      />
      {level === 1 ? (
        <Text size="sm" c="dimmed">
          {t('layoutDesign.categoryLevel.leavesOnly')}
        </Text>
      ) : (
        <Checkbox.Group
          label={t('layoutDesign.categoryLevel.levels')}
          description={t('layoutDesign.categoryLevel.levelsHelp', { depth: level })}
          error={
            list.length === level
              ? null
              : t('layoutDesign.categoryLevel.chooseMore', { depth: level })
          }
          value={list}
        >
          <Group mt={4}>
            {choiceList.map((option) => (
              <Checkbox
                key={option}
                value={option}
                label={optionLabel(option)}
                disabled={!list.includes(option) && list.length >= level}
                onChange={(event) => toggle(option, event.currentTarget.checked)}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
