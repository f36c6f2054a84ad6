import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../lib/ui/section-layout';

// Layout settings (docs/product/layout-design.md) arrive with the layout issue.

export function LayoutGeneralPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.layoutDesign.general')}</TabHeading>;
}

export function LayoutDesktopPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.layoutDesign.desktop')}</TabHeading>;
}

export function LayoutMobilePage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.layoutDesign.mobile')}</TabHeading>;
}

export function LayoutCardPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.layoutDesign.card')}</TabHeading>;
}
