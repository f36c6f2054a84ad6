import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../shell/section-layout';

export function SetupLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.setup.title')}
      tabs={[
        { to: '/setup/search', label: t('sections.setup.search') },
        { to: '/setup/settings', label: t('sections.setup.settings') },
      ]}
    />
  );
}
