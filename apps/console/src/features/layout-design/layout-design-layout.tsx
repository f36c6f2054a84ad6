import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../shell/section-layout';

export function LayoutDesignLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.layoutDesign.title')}
      tabs={[
        { to: '/layoutDesign/general', label: t('sections.layoutDesign.general') },
        { to: '/layoutDesign/desktop', label: t('sections.layoutDesign.desktop') },
        { to: '/layoutDesign/mobile', label: t('sections.layoutDesign.mobile') },
        { to: '/layoutDesign/card', label: t('sections.layoutDesign.card') },
      ]}
    />
  );
}
