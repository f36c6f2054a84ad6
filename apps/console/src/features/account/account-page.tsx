import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../shell/section-layout';

// User information, system language and password forms arrive with the access issue.
export function AccountPage() {
  const { t } = useTranslation();
  return <SectionHeader title={t('sections.account.title')} />;
}
