import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { pickerCurrency } from '../product-panel/product-picker';
import { recommendationActions } from '../urls';
import type { RecommendationDraft } from './recommendation-draft';
import { manualPreview, sortsByHistory } from './recommendation-preview';
import { encodeQuerySettings, isCompleteFilter } from './recommendation-query';
import { isTemplateKind } from './recommendation-template';
import { useQueryPreview } from './recommendations.queries';
import { LoadedCarousel, PreviewCarousel } from './preview-carousel';
import { ServedPreview } from './served-preview';

export interface RecommendationPreviewDialogProps {
  draft: RecommendationDraft;
  shop: Pick<Shop, 'id' | 'key' | 'setup'>;
  /** The stored rule's id; undefined for a new one. */
  id: string | undefined;
  dirty: boolean;
}

function QueryPreview({ draft, shop }: Pick<RecommendationPreviewDialogProps, 'draft' | 'shop'>) {
  const { t } = useTranslation();
  // An incomplete filter blocks the save; left out, the preview still shows what the rest finds.
  const queryString = encodeQuerySettings({
    ...draft.query,
    filters: draft.query.filters.filter(isCompleteFilter),
  });
  const ready = draft.query.search.trim() !== '';
  const preview = useQueryPreview(shop.key, queryString, draft.size, pickerCurrency(shop), ready);
  if (!ready) return <Text c="dimmed">{t('vmRecommendations.preview.searchMissing')}</Text>;
  return (
    <Stack gap="xs">
      {sortsByHistory(queryString) ? (
        <Text size="sm" c="dimmed">
          {t('vmRecommendations.preview.history')}
        </Text>
      ) : null}
      <LoadedCarousel loading={preview.isPending} error={preview.error} products={preview.data} />
    </Stack>
  );
}

/**
 * The carousel preview (`?action=preview`, docs/product/visual-machine.md#recommendations): the
 * products the server would serve. Chosen products and stored searches are previewed as edited;
 * similar and upselled ones depend on the viewed product, so a saved external one is asked of the
 * server on a product the owner picks.
 * @example <RecommendationPreviewDialog draft={draft} shop={shop} id={id} dirty={dirty} />
 */
export function RecommendationPreviewDialog(props: RecommendationPreviewDialogProps) {
  const { t } = useTranslation();
  const dialog = useUrlDialog(recommendationActions.preview);
  const { draft } = props;
  const kind = draft.rule.extra.actionType;
  let body;
  if (kind === 'manually') {
    body = <PreviewCarousel products={manualPreview(draft.products, draft.size)} />;
  } else if (kind === 'query') {
    body = <QueryPreview draft={draft} shop={props.shop} />;
  } else if (draft.rule.extra.type === 'layer') {
    body = <Alert color="yellow">{t('vmRecommendations.recommender.needsProduct')}</Alert>;
  } else if (props.id === undefined || props.dirty) {
    body = <Text c="dimmed">{t('vmRecommendations.preview.saveFirst')}</Text>;
  } else {
    body = <ServedPreview shop={props.shop} rule={{ id: props.id, tag: draft.rule.tag }} />;
  }
  return (
    <Modal
      opened={dialog.opened}
      onClose={dialog.close}
      title={t('vmRecommendations.preview.title')}
      size="xl"
    >
      <Stack>
        {isTemplateKind(kind) ? null : (
          <Text size="sm" c="dimmed">
            {t('vmRecommendations.preview.draft')}
          </Text>
        )}
        {dialog.opened ? body : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog.close}>
            {t('vmRecommendations.preview.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
