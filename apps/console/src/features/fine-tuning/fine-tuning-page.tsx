import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../shell/section-layout';

// Weights, excluded IPs, stop words and synonyms (document 001 §2) arrive with the fine-tuning issue.
export function FineTuningPage() {
  const { t } = useTranslation();
  return <SectionHeader title={t('sections.fineTuning.title')} />;
}
