import { useTranslation } from 'react-i18next';
import { TabHeading } from '../shell/section-layout';

// Step content (document 001 §2) arrives with the onboarding issue.

export function WizardStartPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.wizard.start')}</TabHeading>;
}

export function WizardCmsPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.wizard.cms')}</TabHeading>;
}

export function WizardShopPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.wizard.shop')}</TabHeading>;
}

export function WizardSettingsPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.wizard.settings')}</TabHeading>;
}
