import { defaultBannerCampaign } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { VmEditorRoute } from '../editor/vm-editor-route';
import { bannersPath } from '../urls';
import { bannerCalls } from '../vm-lists.queries';
import { BannerEditor } from './banner-editor';

/**
 * `/visualMachine/banners/new` and `/visualMachine/banners/{id}`: the banner campaign editor of the
 * current shop (docs/product/visual-machine.md#banners).
 */
export function BannerEditorPage() {
  const { t } = useTranslation();
  return (
    <VmEditorRoute
      calls={bannerCalls}
      listPath={bannersPath}
      fresh={defaultBannerCampaign}
      loadingLabel={t('vm.banners.loadingOne')}
      notFoundLabel={t('vm.banners.notFound')}
      render={(shop, id, initial) => <BannerEditor shop={shop} id={id} initial={initial} />}
    />
  );
}
