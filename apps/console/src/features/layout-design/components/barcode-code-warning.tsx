import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfigurationState } from '../../configuration/configuration-store';
import { codeQueryFields } from '../../setup/setup-proposal.rules';
import { setupSearchPath } from '../../setup/urls';

/**
 * Beside the barcode toggle: a scan finds a product only through a query field searched as a code
 * (docs/product/layout-design.md#mobile-tab), so a setup without one is pointed to the query fields.
 */
export function BarcodeCodeWarning() {
  const { t } = useTranslation();
  const { draft } = useConfigurationState();
  if (!draft || codeQueryFields(draft.setup.query).length > 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={16} aria-hidden />} role="note">
      <Text size="sm">{t('layoutDesign.device.barcodeNoCode')}</Text>
      <Anchor component={Link} to={setupSearchPath} size="sm">
        {t('layoutDesign.device.barcodeSetCode')}
      </Anchor>
    </Alert>
  );
}
