import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../../lib/ui/section-layout';
import { setupSearchPath, setupSettingsPath } from './urls';

export function SetupLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.setup.title')}
      tabs={[
        { to: setupSearchPath, label: t('sections.setup.search') },
        { to: setupSettingsPath, label: t('sections.setup.settings') },
      ]}
    />
  );
}
