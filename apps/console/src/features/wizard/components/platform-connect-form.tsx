import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { PLATFORM_LABELS, type CredentialPlatform } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../account/account.queries';
import type { usePlatformConnect } from '../use-platform-connect';
import { PlatformCheckResult } from './platform-check-result';
import { WooCommerceGrantButton } from './woocommerce-grant-button';
import { PlatformCredentialsFields } from '../../shops/platform-credentials/platform-credentials-fields';

interface PlatformConnectFormProps {
  platform: CredentialPlatform;
  form: ReturnType<typeof usePlatformConnect>;
}

/**
 * A credential platform on the cms step (docs/product/onboarding.md#platform): the shop language,
 * the store URL and keys, and "Check connection" with its answer. Submitting the form (Enter in a
 * field) checks too; Next connects.
 */
export function PlatformConnectForm({ platform, form }: PlatformConnectFormProps) {
  const { t } = useTranslation();
  const languages = useLanguages();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.runCheck();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('platformConnect.intro', { platform: PLATFORM_LABELS[platform] })}</Text>
        <PlatformCredentialsFields
          platform={platform}
          values={form.values}
          onChange={form.setValue}
          errors={form.errors}
        />
        <NativeSelect
          label={t('wizard.cms.language')}
          required
          value={form.languageIso}
          onChange={(event) => form.setValue('languageIso', event.currentTarget.value)}
          error={form.languageMissing ? t('platformConnect.fieldErrors.required') : undefined}
          data={[
            { value: '', label: t('wizard.cms.languagePlaceholder'), disabled: true },
            ...(languages.data ?? []).map((language) => ({
              value: language.iso6391,
              label: language.name,
            })),
          ]}
        />
        <Group>
          <Button type="submit" variant="default" loading={form.checking}>
            {t('platformConnect.check')}
          </Button>
        </Group>
        <PlatformCheckResult state={form.state} platform={platform} />
        {platform === 'woocommerce' ? (
          <WooCommerceGrantButton
            storeUrl={form.values.storeUrl ?? ''}
            languageIso={form.languageIso}
          />
        ) : null}
      </Stack>
    </form>
  );
}
