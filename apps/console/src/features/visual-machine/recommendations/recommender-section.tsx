import {
  Accordion,
  Alert,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import {
  RECOMMENDATION_ACTION_TYPES,
  VISUALIZATION_TYPES,
  type RecommendationActionType,
  type Shop,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import type { ShopSearchStats } from '../product-panel/product-picker.queries';
import { recommendationActions } from '../urls';
import type { RecommendationDraft } from './recommendation-draft';
import {
  setKind,
  setVisualization,
  type VisualizationPlace,
  type VisualizationType,
} from './recommendation-edits';
import { isTemplateKind } from './recommendation-template';
import { ManualProducts } from './manual-products';
import { QuerySettingsForm } from './query-settings-form';
import { RelevanceDialog } from './relevance-dialog';
import { SizeInput } from './size-input';
import { TemplateSettingsForm } from './template-settings-form';

/** Accordion value of the recommender ("layer action") section. */
export const RECOMMENDER_SECTION = 'recommender';

export interface RecommenderSectionProps {
  draft: RecommendationDraft;
  shop: Pick<Shop, 'key' | 'setup' | 'layout'>;
  stats: ShopSearchStats | undefined;
  /** A save was tried: the missing search text says so under its field. */
  searchMissing: boolean;
  onChange: (change: (draft: RecommendationDraft) => RecommendationDraft) => void;
}

/**
 * The layer action (docs/product/visual-machine.md#recommendations): the recommender kind and its
 * settings, how many products, how the layer shows it (carousel or buttons, for the showcase and
 * for no results) and the carousel preview (`?action=preview`).
 * @example <RecommenderSection draft={draft} shop={shop} stats={stats} searchMissing={false} onChange={(change) => edit('actions', change)} />
 */
export function RecommenderSection({ draft, shop, stats, ...props }: RecommenderSectionProps) {
  const { t } = useTranslation();
  const preview = useUrlDialog(recommendationActions.preview);
  const { extra } = draft.rule;
  const kind = extra.actionType;
  const { onChange } = props;
  const visualization = (place: VisualizationPlace) => (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`visualization-${place}`}>
        {t(`vmRecommendations.recommender.${place}`)}
      </Text>
      <SegmentedControl
        aria-labelledby={`visualization-${place}`}
        value={extra[place].visualizationType}
        onChange={(type) =>
          onChange((current) => setVisualization(current, place, type as VisualizationType))
        }
        data={VISUALIZATION_TYPES.map((type) => ({
          value: type,
          label: t(`vmRecommendations.recommender.visualizations.${type}`),
        }))}
      />
    </Stack>
  );

  let settings;
  if (kind === 'manually') {
    settings = (
      <ManualProducts
        products={draft.products}
        shop={shop}
        onChange={(products) => onChange((current) => ({ ...current, products }))}
      />
    );
  } else if (isTemplateKind(kind)) {
    settings = (
      <TemplateSettingsForm
        kind={kind}
        settings={draft.template}
        shop={shop}
        onChange={(template) => onChange((current) => ({ ...current, template }))}
      />
    );
  } else {
    settings = (
      <QuerySettingsForm
        settings={draft.query}
        shop={shop}
        stats={stats}
        searchMissing={props.searchMissing && draft.query.search.trim() === ''}
        onChange={(query) => onChange((current) => ({ ...current, query }))}
      />
    );
  }

  return (
    <Accordion.Item value={RECOMMENDER_SECTION}>
      <Accordion.Control>{t('vmRecommendations.recommender.title')}</Accordion.Control>
      <Accordion.Panel>
        <Stack>
          <NativeSelect
            label={t('vmRecommendations.recommender.kind')}
            description={t(`vmRecommendations.recommender.kindHelp.${kind}`)}
            value={kind}
            onChange={(event) => {
              // Read now: the event's target is gone by the time the draft's update runs.
              const chosen = event.currentTarget.value as RecommendationActionType;
              onChange((current) => setKind(current, chosen));
            }}
            data={RECOMMENDATION_ACTION_TYPES.map((type) => ({
              value: type,
              label: t(`vmRecommendations.recommender.kinds.${type}`),
            }))}
          />
          {isTemplateKind(kind) && extra.type === 'layer' ? (
            <Alert color="yellow">{t('vmRecommendations.recommender.needsProduct')}</Alert>
          ) : null}
          {settings}
          <SizeInput
            size={draft.size}
            onChange={(size) => onChange((current) => ({ ...current, size }))}
          />
          {extra.type === 'layer' ? (
            <Group align="flex-start">
              {visualization('showcase')}
              {visualization('noResult')}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('vmRecommendations.recommender.externalCarousel')}
            </Text>
          )}
          <Group>
            <Button
              variant="default"
              leftSection={<IconEye size={16} />}
              onClick={() => preview.open()}
            >
              {t('vmRecommendations.recommender.preview')}
            </Button>
          </Group>
        </Stack>
        <RelevanceDialog />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
