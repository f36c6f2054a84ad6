import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../lib/ui/section-layout';

// No menu here (docs/product/shell.md#routes); the search box and layer scripts arrive with the
// preview issue.
export function PreviewPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" py="md">
      <SectionHeader title={t('sections.preview.title')} />
    </Container>
  );
}
