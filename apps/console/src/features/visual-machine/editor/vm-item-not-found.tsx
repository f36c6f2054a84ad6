import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An editor opened for an item the list no longer holds (deleted, or another shop's link). */
export function VmItemNotFound({ listPath, text }: { listPath: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={text}>
      <Anchor component={Link} to={listPath} size="sm">
        {t('vm.editor.backToList')}
      </Anchor>
    </Alert>
  );
}
