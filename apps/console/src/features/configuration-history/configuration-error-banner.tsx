import { Alert, Button, Text } from '@mantine/core';
import type { Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { historyAction } from './urls';

/**
 * Shown when the shop's stored configuration could not be read (`configurationError`): the screens
 * show defaults meanwhile, and rolling back to a revision repairs it
 * (docs/product/configuration-history.md).
 */
export function ConfigurationErrorBanner({ shop }: { shop: Pick<Shop, 'configurationError'> }) {
  const { t } = useTranslation();
  const history = useUrlDialog(historyAction);
  if (!shop.configurationError) return null;
  return (
    <Alert color="red" role="alert" title={t('history.errorBanner.title')}>
      <Text size="sm" mb="xs">
        {t('history.errorBanner.body')}
      </Text>
      <Button size="xs" color="red" variant="light" onClick={() => history.open()}>
        {t('history.errorBanner.action')}
      </Button>
    </Alert>
  );
}
