import { defaultCampaign } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { VmEditorRoute } from '../editor/vm-editor-route';
import { campaignsPath } from '../urls';
import { campaignCalls } from '../vm-lists.queries';
import { CampaignEditor } from './campaign-editor';

/**
 * `/visualMachine/campaigns/new` and `/visualMachine/campaigns/{id}`: the campaign editor of the
 * current shop (docs/product/visual-machine.md#editors).
 */
export function CampaignEditorPage() {
  const { t } = useTranslation();
  return (
    <VmEditorRoute
      calls={campaignCalls}
      listPath={campaignsPath}
      fresh={defaultCampaign}
      loadingLabel={t('vm.campaigns.loadingOne')}
      notFoundLabel={t('vm.campaigns.notFound')}
      render={(shop, id, initial) => <CampaignEditor shop={shop} id={id} initial={initial} />}
    />
  );
}
