import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../../lib/ui/section-layout';
import {
  layoutDesignCardPath,
  layoutDesignDesktopPath,
  layoutDesignGeneralPath,
  layoutDesignMobilePath,
} from './urls';

export function LayoutDesignLayout() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('sections.layoutDesign.title')}
      tabs={[
        { to: layoutDesignGeneralPath, label: t('sections.layoutDesign.general') },
        { to: layoutDesignDesktopPath, label: t('sections.layoutDesign.desktop') },
        { to: layoutDesignMobilePath, label: t('sections.layoutDesign.mobile') },
        { to: layoutDesignCardPath, label: t('sections.layoutDesign.card') },
      ]}
    />
  );
}
