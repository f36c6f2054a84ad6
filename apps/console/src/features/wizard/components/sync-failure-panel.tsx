import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import {
  CREDENTIAL_PLATFORMS,
  shopDataUpdateSchema,
  type Shop,
  type ShopSyncError,
} from '@trova/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast/toast';
import { DeleteShop } from '../../setup/components/delete-shop';
import { useSetShopData } from '../../setup/setup.queries';
import { useRetryPlatformSync } from '../../shops/shops.queries';
import { SyncErrorAlert } from '../../shops/sync-error-text';
import { isPlatformErrorCode } from '../../shops/platform-credentials/platform-credentials.rules';
import { resetWizard } from '../wizard-store';
import { wizardPath } from '../urls';
import { PlatformCredentialsFix } from '../../shops/platform-credentials/platform-credentials-fix';
import { PlatformErrorAlert } from '../../shops/platform-credentials/platform-error-alert';

const FEED_URL_WIDGET = 'feedUrl';

/**
 * A first sync that failed (docs/product/onboarding.md#a-failed-sync): its reason, the source to
 * correct and save (a feed's URL, the same one too, or a platform's keys: saving is the retry), a
 * way on to another shop and the shop's deletion, so the failed one never traps the wizard.
 */
interface SyncFailurePanelProps {
  shop: Shop;
  error: ShopSyncError;
  /** Called once the retry is queued (the settings step goes back to the syncing screen). */
  onRetried?: () => void;
}

export function SyncFailurePanel({ shop, error, onRetried }: SyncFailurePanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [feedUrl, setFeedUrl] = useState(shop.cms_data.feedUrl ?? '');
  const parsed = shopDataUpdateSchema.safeParse({ ...shop.cms_data, feedUrl: feedUrl.trim() });
  const save = useSetShopData(shop.id);
  const editable = shop.editable_widgets.includes(FEED_URL_WIDGET);
  const platform = CREDENTIAL_PLATFORMS.find((candidate) => candidate === shop.cms.type);
  const resync = useRetryPlatformSync(shop.id);
  // Wrong keys fail again the same way: those are fixed in the form below, not retried.
  const retriable = platform !== undefined && error.code !== 'platform-credentials-invalid';

  const retryAsIs = () => {
    resync.mutate(undefined, {
      onSuccess: () => onRetried?.(),
      onError: () => showToast({ kind: 'danger', message: t('firstSync.retryFailed') }),
    });
  };

  const retry = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => onRetried?.(),
      onError: () => showToast({ kind: 'danger', message: t('firstSync.retryFailed') }),
    });
  };

  const addAnother = () => {
    resetWizard();
    void navigate(wizardPath);
  };

  return (
    <Stack maw={640}>
      <Title order={2}>{t('firstSync.wizardHeading')}</Title>
      {platform && isPlatformErrorCode(error.code) ? (
        <PlatformErrorAlert code={error.code} platform={platform} />
      ) : (
        <SyncErrorAlert
          error={error}
          title={platform ? t('firstSync.title') : t('firstSync.fixHint')}
        />
      )}
      {retriable ? (
        <Group>
          <Button onClick={retryAsIs} loading={resync.isPending}>
            {t('common.retry')}
          </Button>
        </Group>
      ) : null}
      {platform ? (
        <PlatformCredentialsFix shop={shop} platform={platform} onRetried={onRetried} />
      ) : null}
      {!platform && editable ? (
        <form onSubmit={retry} noValidate>
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              label={t('wizard.cms.feedUrl')}
              value={feedUrl}
              onChange={(event) => setFeedUrl(event.currentTarget.value)}
              error={
                feedUrl.trim() !== '' && !parsed.success ? t('setup.search.feedUrlInvalid') : null
              }
              style={{ flex: 1 }}
            />
            <Button type="submit" mt={25} loading={save.isPending} disabled={!parsed.success}>
              {t('firstSync.retry')}
            </Button>
          </Group>
        </form>
      ) : null}
      <Group>
        <Button variant="light" onClick={addAnother}>
          {t('firstSync.addAnother')}
        </Button>
      </Group>
      <DeleteShop shop={shop} />
    </Stack>
  );
}
