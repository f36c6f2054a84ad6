import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Slot for the publish toggle, version picker, save, discard and preview of a later issue. */
export function SaveBar() {
  const { t } = useTranslation();
  return <Box component="section" aria-label={t('saveBar.label')} data-testid="save-bar" mb="md" />;
}
