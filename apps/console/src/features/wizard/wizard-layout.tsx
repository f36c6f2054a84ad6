import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../../lib/ui/section-layout';
import { wizardCmsPath, wizardSettingsPath, wizardShopPath } from './urls';

export function WizardLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.wizard.title')}
      tabs={[
        { to: wizardCmsPath, label: t('sections.wizard.cms') },
        { to: wizardShopPath, label: t('sections.wizard.shop') },
        { to: wizardSettingsPath, label: t('sections.wizard.settings') },
      ]}
    />
  );
}
