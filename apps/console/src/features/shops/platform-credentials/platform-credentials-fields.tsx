import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { CredentialPlatform } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import {
  CREDENTIAL_FIELDS,
  fieldValue,
  PLAIN_FIELDS,
  type CredentialField,
  type FieldErrorKind,
  type PlatformFormValues,
} from './platform-credentials.rules';

interface PlatformCredentialsFieldsProps {
  platform: CredentialPlatform;
  values: PlatformFormValues;
  onChange: (field: CredentialField, value: string) => void;
  /** Shown once the owner tried to check or go on. */
  errors: Partial<Record<CredentialField, FieldErrorKind>>;
}

/**
 * The store URL and the platform's keys (docs/product/onboarding.md#platform), each with a hint
 * saying where the platform's admin shows it. Keys are masked; the store URL and Magento's store
 * view are plain.
 */
export function PlatformCredentialsFields({
  platform,
  values,
  onChange,
  errors,
}: PlatformCredentialsFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (field: CredentialField) => {
    const kind = errors[field];
    return kind ? t(`platformConnect.fieldErrors.${kind}`) : undefined;
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('platformConnect.storeUrl')}
        description={t('platformConnect.storeUrlHint')}
        required
        type="url"
        placeholder="https://www.myshop.com"
        value={fieldValue(values, 'storeUrl')}
        onChange={(event) => onChange('storeUrl', event.currentTarget.value)}
        error={errorOf('storeUrl')}
      />
      {CREDENTIAL_FIELDS[platform].map((field) => {
        const props = {
          label: t(`platformConnect.fields.${field}.label`),
          description: t(`platformConnect.fields.${field}.hint`),
          required: true,
          value: fieldValue(values, field),
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange(field, event.currentTarget.value),
          error: errorOf(field),
          autoComplete: 'off',
          spellCheck: false,
        };
        return PLAIN_FIELDS.includes(field) ? (
          <TextInput key={field} {...props} />
        ) : (
          <PasswordInput key={field} {...props} />
        );
      })}
    </Stack>
  );
}
