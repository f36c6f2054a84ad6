import { defaultRecommendation } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { VmEditorRoute } from '../editor/vm-editor-route';
import { recommendationsPath } from '../urls';
import { RecommendationEditor } from './recommendation-editor';
import { recommendationCalls } from './recommendations.queries';

/**
 * `/visualMachine/recommendations/new` and `/visualMachine/recommendations/{id}`: the
 * recommendation editor of the current shop (docs/product/visual-machine.md#recommendations). A
 * new rule belongs to the shop it is created in.
 * @example { path: recommendationEditorPattern, lazy: page(load.visualMachineEditors, 'RecommendationEditorPage') }
 */
export function RecommendationEditorPage() {
  const { t } = useTranslation();
  return (
    <VmEditorRoute
      calls={recommendationCalls}
      listPath={recommendationsPath}
      fresh={() => defaultRecommendation('')}
      loadingLabel={t('vmRecommendations.loadingOne')}
      notFoundLabel={t('vmRecommendations.notFound')}
      render={(shop, id, initial) => (
        <RecommendationEditor shop={shop} id={id} initial={{ ...initial, shopId: shop.id }} />
      )}
    />
  );
}
