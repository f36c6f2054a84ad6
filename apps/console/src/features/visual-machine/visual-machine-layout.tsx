import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../../lib/ui/section-layout';
import { bannersPath, campaignsPath, recommendationsPath } from './urls';

export function VisualMachineLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.visualMachine.title')}
      tabs={[
        { to: campaignsPath, label: t('sections.visualMachine.campaigns') },
        { to: bannersPath, label: t('sections.visualMachine.banners') },
        {
          to: recommendationsPath,
          label: t('sections.visualMachine.recommendations'),
        },
      ]}
    />
  );
}
