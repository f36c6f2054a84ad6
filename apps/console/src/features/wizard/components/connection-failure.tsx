import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { PLATFORM_ERROR_CODES, type Platform } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { PlatformErrorAlert } from '../../shops/platform-credentials/platform-error-alert';

interface ConnectionFailureProps {
  code: string;
  platform: Platform;
  title: string;
  /** The words of a code that is not a platform error (the flow's own codes). */
  message: string;
  onBack: () => void;
}

/**
 * A connection that came back from the platform's own page without a shop (Shopify's install,
 * WooCommerce's key grant): a platform error named like a pasted key's, any other code with the
 * flow's words and the code itself, and the way back to the platform step.
 * @example <ConnectionFailure code="shopify-state-expired" platform="shopify" title={t('…')} message={t('…')} onBack={back} />
 */
export function ConnectionFailure({
  code,
  platform,
  title,
  message,
  onBack,
}: ConnectionFailureProps) {
  const { t } = useTranslation();
  const back = (
    <Group mt="sm">
      <Button variant="default" onClick={onBack}>
        {t('platformConnect.shopify.backToPlatform')}
      </Button>
    </Group>
  );
  if ((PLATFORM_ERROR_CODES as readonly string[]).includes(code)) {
    return (
      <div>
        <PlatformErrorAlert code={code} platform={platform} title={title} />
        {back}
      </div>
    );
  }
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="sm">{message}</Text>
      <Text size="xs" mt={4}>
        {t('platformConnect.codeLabel')}: <Code translate="no">{code}</Code>
      </Text>
      {back}
    </Alert>
  );
}
