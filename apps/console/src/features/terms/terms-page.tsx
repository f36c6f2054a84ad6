import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../lib/ui/section-layout';

/**
 * Contract terms. The privacy section ids are the targets of the menu footer's privacy link; the
 * contract and privacy text arrive with the terms issue.
 */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'it' ? 'it' : 'en';
  return (
    <Stack>
      <SectionHeader title={t('sections.terms.title')} />
      <section id={`privacy-${language}`} aria-labelledby="terms-privacy-heading">
        <Title order={2} id="terms-privacy-heading">
          {t('sections.terms.privacy')}
        </Title>
      </section>
    </Stack>
  );
}
