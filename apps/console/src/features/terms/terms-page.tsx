import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../lib/ui/section-layout';
import { TermsContent } from './terms-content';

/**
 * Contract terms and privacy notice (docs/product/shell.md#terms-and-privacy). The privacy section's
 * id, per language, is the target of the menu footer's privacy link.
 */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'it' ? 'it' : 'en';
  return (
    <Stack maw={760}>
      <SectionHeader title={t('sections.terms.title')} />
      <TermsContent order={2} privacyId={`privacy-${language}`} />
    </Stack>
  );
}
