import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';

export { BannersPage } from './banners/banners-page';
export { CampaignsPage } from './campaigns/campaigns-page';

// The recommendations list and editor (docs/product/visual-machine.md#recommendations) reuse the
// shared list, editor, triggers and product panel modules of this feature.
export function RecommendationsPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.visualMachine.recommendations')}</TabHeading>;
}
