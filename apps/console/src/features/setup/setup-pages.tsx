import { useTranslation } from 'react-i18next';
import { TabHeading } from '../shell/section-layout';

// Search configuration and advanced settings (document 001 §2) arrive with the setup issue.

export function SetupSearchPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.setup.search')}</TabHeading>;
}

export function SetupSettingsPage() {
  const { t } = useTranslation();
  return <TabHeading>{t('sections.setup.settings')}</TabHeading>;
}
