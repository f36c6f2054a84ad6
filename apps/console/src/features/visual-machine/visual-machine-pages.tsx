import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';

// Lists and editors (docs/product/visual-machine.md#lists, #editors) arrive with the Visual Machine
// issue.

export function CampaignsPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.visualMachine.campaigns')}</TabHeading>;
}

export function BannersPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.visualMachine.banners')}</TabHeading>;
}

export function RecommendationsPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.visualMachine.recommendations')}</TabHeading>;
}
