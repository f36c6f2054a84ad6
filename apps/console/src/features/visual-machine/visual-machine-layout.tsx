import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../shell/section-layout';

export function VisualMachineLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.visualMachine.title')}
      tabs={[
        { to: '/visualMachine/campaigns', label: t('sections.visualMachine.campaigns') },
        { to: '/visualMachine/banners', label: t('sections.visualMachine.banners') },
        {
          to: '/visualMachine/recommendations',
          label: t('sections.visualMachine.recommendations'),
        },
      ]}
    />
  );
}
