import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import {
  templateFacets,
  type TemplateKind,
  type TemplateSettings,
} from './recommendation-template';
import { SortingInput } from './sorting-input';

export interface TemplateSettingsFormProps {
  kind: TemplateKind;
  settings: TemplateSettings;
  shop: Pick<Shop, 'setup' | 'layout'>;
  onChange: (settings: TemplateSettings) => void;
}

/**
 * The template of a similar or upselled recommender (docs/product/visual-machine.md#recommendations):
 * the fields the recommended products share with the viewed one, and the sort; upselling also
 * keeps to products costing at least the viewed one.
 * @example <TemplateSettingsForm kind="similar" settings={draft.template} shop={shop} onChange={set} />
 */
export function TemplateSettingsForm({
  kind,
  settings,
  shop,
  onChange,
}: TemplateSettingsFormProps) {
  const { t } = useTranslation();
  const facets = [...new Set([...templateFacets(shop.setup?.facets ?? []), ...settings.match])];
  return (
    <Stack>
      <Checkbox.Group
        label={t('vmRecommendations.template.match')}
        description={t('vmRecommendations.template.matchHelp')}
        value={settings.match}
        onChange={(match) => onChange({ ...settings, match })}
      >
        <Group mt="xs">
          {facets.map((facet) => (
            <Checkbox
              key={facet}
              value={facet}
              label={
                facet === 'categories' ? t('vmRecommendations.query.facets.categories') : facet
              }
            />
          ))}
        </Group>
      </Checkbox.Group>
      {kind === 'upselled' ? (
        <Text size="sm" c="dimmed">
          {t('vmRecommendations.template.upsell')}
        </Text>
      ) : null}
      <SortingInput
        sorting={settings.sorting}
        layout={shop.layout}
        onChange={(sorting) => onChange({ ...settings, sorting })}
      />
    </Stack>
  );
}
