import { Alert, Code, Text } from '@mantine/core';
import { PLATFORM_LABELS, type Platform } from '@trova/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNamedCredentialError } from './platform-credentials.rules';

interface PlatformErrorAlertProps {
  /** The server's error code; platform codes (and a platform mismatch) are named, any other is
   * "could not be checked". */
  code: string | undefined;
  platform: Platform;
  /** Replaces the named error's title, e.g. "The first synchronisation failed". */
  title?: string;
  /** Shown under the error, inside the alert. */
  children?: ReactNode;
}

/**
 * Why Trova could not read a store (docs/product/onboarding.md#platform): the error named in the
 * interface language, what to do about it, and its code, which reads the same in every language.
 */
export function PlatformErrorAlert({ code, platform, title, children }: PlatformErrorAlertProps) {
  const { t } = useTranslation();
  const named = isNamedCredentialError(code) ? code : 'generic';
  const options = { platform: PLATFORM_LABELS[platform] };
  const name = t(`platformConnect.errors.${named}.title`, options);
  return (
    <Alert color="red" role="alert" title={title ?? name}>
      {title ? (
        <Text size="sm" fw={500}>
          {name}
        </Text>
      ) : null}
      <Text size="sm">{t(`platformConnect.errors.${named}.fix`, options)}</Text>
      {code ? (
        <Text size="xs" mt={4}>
          {t('platformConnect.codeLabel')}: <Code translate="no">{code}</Code>
        </Text>
      ) : null}
      {children}
    </Alert>
  );
}
