import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../shell/section-layout';

export function WizardLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.wizard.title')}
      tabs={[
        { to: '/wizard/cms', label: t('sections.wizard.cms') },
        { to: '/wizard/shop', label: t('sections.wizard.shop') },
        { to: '/wizard/settings', label: t('sections.wizard.settings') },
      ]}
    />
  );
}
