import { Button, Group, Stack, Text } from '@mantine/core';
import type { CredentialPlatform, Shop } from '@trova/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/api/api-error-text';
import { showToast } from '../../../lib/toast/toast';
import { useUpdatePlatformCredentials } from '../shops.queries';
import {
  checkCredentials,
  isNamedCredentialError,
  type PlatformFormValues,
} from './platform-credentials.rules';
import { PlatformCredentialsFields } from './platform-credentials-fields';
import { PlatformErrorAlert } from './platform-error-alert';

interface PlatformCredentialsFixProps {
  shop: Pick<Shop, 'id' | 'url'>;
  platform: CredentialPlatform;
  /** Called once the corrected keys are stored and the import queued. */
  onRetried?: () => void;
}

/**
 * A platform shop whose first sync failed (docs/product/onboarding.md#a-failed-sync): the store
 * URL (prefilled) and the keys, pasted again since stored keys are never shown; saving checks
 * them, stores them and queues a full import, which is the retry.
 */
export function PlatformCredentialsFix({ shop, platform, onRetried }: PlatformCredentialsFixProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PlatformFormValues>({ storeUrl: shop.url });
  const [tried, setTried] = useState(false);
  const update = useUpdatePlatformCredentials(shop.id);
  const validation = checkCredentials(platform, values);
  const refusal = errorCodeOf(update.error);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!validation.ok) return;
    update.mutate(validation.credentials, {
      onSuccess: () => onRetried?.(),
      onError: (error) => {
        // A named refusal shows in the form; anything else is ours.
        if (!isNamedCredentialError(errorCodeOf(error))) {
          showToast({ kind: 'danger', message: t('platformConnect.fix.saveFailed') });
        }
      },
    });
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('platformConnect.fix.hint')}</Text>
        <PlatformCredentialsFields
          platform={platform}
          values={values}
          onChange={(field, value) => {
            setValues((previous) => ({ ...previous, [field]: value }));
            update.reset();
          }}
          errors={tried && !validation.ok ? validation.errors : {}}
        />
        {isNamedCredentialError(refusal) ? (
          <PlatformErrorAlert code={refusal} platform={platform} />
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('platformConnect.fix.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
