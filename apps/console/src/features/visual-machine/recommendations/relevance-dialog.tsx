import { Anchor, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { layoutDesignGeneralPath } from '../../layout-design/urls';
import { recommendationActions } from '../urls';

/**
 * What the relevance sort's options are (`?action=relevance`): the layout's sort options, with a
 * link to where they are edited. Leaving by the link meets the guard like any other path change.
 * @example <RelevanceDialog />
 */
export function RelevanceDialog() {
  const { t } = useTranslation();
  const dialog = useUrlDialog(recommendationActions.relevance);
  return (
    <Modal
      opened={dialog.opened}
      onClose={dialog.close}
      title={t('vmRecommendations.relevance.title')}
      centered
    >
      <Text size="sm" mb="md">
        {t('vmRecommendations.relevance.body')}
      </Text>
      <Anchor
        href={layoutDesignGeneralPath}
        onClick={(event) => {
          event.preventDefault();
          dialog.leaveTo(layoutDesignGeneralPath);
        }}
      >
        {t('vmRecommendations.relevance.link')}
      </Anchor>
    </Modal>
  );
}
