import { Alert, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  DEFAULT_PREFERRED_SYNC_TIME,
  PLATFORM_LABELS,
  PLATFORMS,
  platformNeedsVersion,
  type Platform,
} from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorCodeOf, errorText } from '../../lib/api/api-error-text';
import { showToast } from '../../lib/toast/toast';
import { GoogleShoppingFields } from './components/google-shopping-fields';
import { WizardActions } from './components/wizard-actions';
import { versionsOf } from './platform-versions';
import { useFeedCheck } from './use-feed-check';
import { isCmsNextDisabled } from './wizard.rules';
import { updateWizard, useWizardState } from './wizard-store';
import { useConnectGoogleShopping, useConnectShopify } from './wizard.queries';
import { wizardPath, wizardShopPath } from './urls';

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/**
 * Wizard cms (docs/product/onboarding.md#platform): the platform, its version, and Shopify or
 * Google Shopping details.
 */
export function WizardCmsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shopify = useConnectShopify();
  const googleShopping = useConnectGoogleShopping();
  const {
    platform,
    version,
    shopifyDomain,
    googleShopping: gs,
    connectedFeedUrl,
    shopId,
  } = useWizardState();
  const [syncTime, setSyncTime] = useState(DEFAULT_PREFERRED_SYNC_TIME);
  const busy = shopify.isPending || googleShopping.isPending;
  const feed = useFeedCheck(gs.feedUrl);
  const disabled = isCmsNextDisabled({ platform, version, shopifyDomain, googleShopping: gs });

  function failed(error: unknown) {
    // The plan's shop limit is the one refusal the owner can act on here (delete a shop, upgrade).
    const message =
      errorCodeOf(error) === 'shop-limit-reached'
        ? errorText(t, error).message
        : t('wizard.cms.connectFailed');
    showToast({ kind: 'danger', message });
  }

  async function connectShopify() {
    const { redirectUrl } = await shopify.mutateAsync(shopifyDomain.trim());
    window.location.assign(redirectUrl);
  }

  async function connectGoogleShopping() {
    const feedUrl = gs.feedUrl.trim();
    if (shopId !== null && connectedFeedUrl === feedUrl) {
      await navigate(wizardShopPath);
      return;
    }
    const physical = await feed.resolvePhysical();
    const { id } = await googleShopping.mutateAsync({
      shopUrl: gs.shopUrl.trim(),
      languageIso: gs.languageIso,
      feedUrl,
      ...(physical
        ? {}
        : { preferredSynchronizationTime: syncTime || DEFAULT_PREFERRED_SYNC_TIME }),
    });
    // Preselected on the shop step; it becomes the current shop once chosen there (see decisions).
    updateWizard({ shopId: id, shopPhase: 'choose', connectedFeedUrl: feedUrl });
    await navigate(wizardShopPath);
  }

  async function next() {
    if (platform === 'shopify' || platform === 'google-shopping') {
      try {
        await (platform === 'shopify' ? connectShopify() : connectGoogleShopping());
      } catch (error) {
        failed(error);
      }
      return;
    }
    await navigate(wizardShopPath);
  }

  return (
    <Stack maw={640}>
      <Title order={2}>{t('wizard.cms.heading')}</Title>
      <Radio.Group
        label={t('wizard.cms.platform')}
        required
        value={platform ?? ''}
        onChange={(value) => {
          if (isPlatform(value)) updateWizard({ platform: value, version: null });
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
          {PLATFORMS.map((option) => (
            <Radio
              key={option}
              value={option}
              // Platform names are brands, the same in every language; ours is not a brand.
              label={
                option === 'custom-integration'
                  ? t('wizard.cms.customIntegration')
                  : PLATFORM_LABELS[option]
              }
            />
          ))}
        </SimpleGrid>
      </Radio.Group>

      {platform && platformNeedsVersion(platform) ? (
        <NativeSelect
          label={t('wizard.cms.version')}
          required
          value={version ?? ''}
          onChange={(event) => updateWizard({ version: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('wizard.cms.versionPlaceholder'), disabled: true },
            ...versionsOf(platform),
          ]}
        />
      ) : null}

      {platform === 'shopify' ? (
        <TextInput
          label={t('wizard.cms.shopifyDomain')}
          description={t('wizard.cms.shopifyDomainHint')}
          required
          value={shopifyDomain}
          onChange={(event) => updateWizard({ shopifyDomain: event.currentTarget.value })}
        />
      ) : null}

      {platform === 'google-shopping' ? (
        <GoogleShoppingFields
          value={gs}
          onChange={(googleShopping) => updateWizard({ googleShopping })}
          check={feed.check}
          syncTime={feed.physical === false ? syncTime : null}
          onSyncTimeChange={setSyncTime}
        />
      ) : null}

      {platform && platform !== 'shopify' && platform !== 'google-shopping' ? (
        <Alert color="blue">
          {platform === 'custom-integration'
            ? t('wizard.cms.customHint')
            : t('wizard.cms.pluginHint', { platform: PLATFORM_LABELS[platform] })}
        </Alert>
      ) : null}

      <WizardActions
        onBack={() => void navigate(wizardPath)}
        onNext={() => void next()}
        nextDisabled={disabled}
        nextLoading={busy}
      />
    </Stack>
  );
}
