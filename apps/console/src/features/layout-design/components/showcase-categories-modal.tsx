import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import {
  CATEGORY_IMAGE_RATIO,
  categoryItemsOf,
  showcaseCategoriesMax,
  withCategory,
  type CategoryItem,
  type ShowcaseCategoryList,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { CommittedTextInput } from '../../setup/components/committed-text-input';
import { useShopCategories } from '../layout-design.queries';

/**
 * "Main categories" and "Recommendation categories" (`?action=main-categories`,
 * `?action=recommendation-categories`): categories picked from the shop's tree, at most 12 and 8;
 * main categories each carry an image (docs/product/layout-design.md#showcase).
 */
export function ShowcaseCategoriesModal(props: {
  list: ShowcaseCategoryList;
  opened: boolean;
  onClose: () => void;
  shopId: string;
  items: readonly CategoryItem[];
  onChange: (items: CategoryItem[]) => void;
}) {
  const { t } = useTranslation();
  const { items, onChange, list } = props;
  const categories = useShopCategories(props.shopId, props.opened);
  const max = showcaseCategoriesMax(list);
  const full = items.length >= max;
  const chosen = (key: string) => items.some((item) => item.key === key);

  let picker;
  if (categories.isPending) {
    picker = <Loader aria-label={t('layoutDesign.loading')} />;
  } else if (categories.isError) {
    picker = (
      <Alert color="red">
        {t('layoutDesign.categories.failed')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void categories.refetch()}>
          {t('layoutDesign.common.retry')}
        </Button>
      </Alert>
    );
  } else if (categories.data.length === 0) {
    picker = <Text size="sm">{t('layoutDesign.categories.none')}</Text>;
  } else {
    picker = (
      <ScrollArea.Autosize mah={280}>
        <Stack gap={4}>
          {categoryItemsOf(categories.data).map((item) => (
            <Checkbox
              key={item.key}
              label={item.value}
              checked={chosen(item.key)}
              disabled={!chosen(item.key) && full}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? withCategory(items, item, list)
                    : items.filter((other) => other.key !== item.key),
                )
              }
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(`layoutDesign.categories.title.${list}`)}
      size="lg"
      centered
    >
      <Stack>
        <Text size="sm" aria-live="polite">
          {t('layoutDesign.categories.count', { chosen: items.length, max })}
        </Text>
        {list === 'main' && items.length > 0 ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('layoutDesign.categories.imageHelp', { ratio: CATEGORY_IMAGE_RATIO })}
            </Text>
            {items.map((item, index) => (
              <CommittedTextInput
                key={`${item.key}-${item.img ?? ''}`}
                label={t('layoutDesign.categories.image', { category: item.value })}
                type="url"
                value={item.img ?? ''}
                onCommit={(img) =>
                  onChange(items.map((other, at) => (at === index ? { ...other, img } : other)))
                }
              />
            ))}
          </Stack>
        ) : null}
        {picker}
        <Group justify="flex-end">
          <Button onClick={props.onClose}>{t('layoutDesign.common.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
