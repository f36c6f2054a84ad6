import { Accordion, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Accordion value of the category action section. */
export const CATEGORY_ACTION_SECTION = 'category-action';

/**
 * Shown while a visualisation is "buttons" (docs/product/visual-machine.md#recommendations): the
 * category action, recently viewed categories, which Trova does not record yet; it stays off and
 * says so rather than pretending.
 * @example {usesButtons(draft.rule.extra) ? <CategoryActionSection /> : null}
 */
export function CategoryActionSection() {
  const { t } = useTranslation();
  return (
    <Accordion.Item value={CATEGORY_ACTION_SECTION}>
      <Accordion.Control>{t('vmRecommendations.category.title')}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Switch
            label={t('vmRecommendations.category.recent')}
            checked={false}
            disabled
            readOnly
          />
          <Text size="sm" c="dimmed">
            {t('vmRecommendations.category.unavailable')}
          </Text>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
