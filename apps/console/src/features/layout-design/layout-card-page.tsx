import { Alert, Loader, Stack, Text } from '@mantine/core';
import { canEditCardAttribute, withCardAttribute, type LayoutCard } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useShopAttributes } from '../setup/setup.queries';
import { CardAttributeFields } from './components/card-attribute-fields';
import { setLayout } from './layout-edits';
import { LayoutSection, LayoutTab } from './layout-tab';

function CardSettings({ shopId, card }: { shopId: string; card: LayoutCard }) {
  const { t } = useTranslation();
  const attributes = useShopAttributes(shopId);
  const list = card.configurableAttributes;
  if (attributes.isPending) return <Loader aria-label={t('layoutDesign.loading')} />;
  if (attributes.isError) {
    return <Alert color="red">{t('layoutDesign.card.fieldsFailed')}</Alert>;
  }
  if (attributes.data.length === 0) return <Text>{t('layoutDesign.card.noFields')}</Text>;
  const names = [t('layoutDesign.card.first'), t('layoutDesign.card.second')];
  return (
    <Stack>
      {names.map((legend, index) => {
        const editable = canEditCardAttribute(list, index);
        return (
          <CardAttributeFields
            key={legend}
            legend={legend}
            attribute={list[index]}
            fields={attributes.data}
            disabled={!editable}
            description={editable ? undefined : t('layoutDesign.card.waitsForFirst')}
            onChange={(attribute) =>
              setLayout('card', {
                configurableAttributes: withCardAttribute(list, index, attribute),
              })
            }
          />
        );
      })}
    </Stack>
  );
}

/** The card tab (docs/product/layout-design.md#card-tab): up to two configurable attributes. */
export function LayoutCardPage() {
  const { t } = useTranslation();
  return (
    <LayoutTab title={t('sections.layoutDesign.card')}>
      {({ shop, layout }) => (
        <LayoutSection title={t('layoutDesign.card.title')}>
          <Text size="sm" c="dimmed">
            {t('layoutDesign.card.help')}
          </Text>
          <CardSettings shopId={shop.id} card={layout.card} />
        </LayoutSection>
      )}
    </LayoutTab>
  );
}
