import { Alert, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import {
  DEFAULT_PREFERRED_SYNC_TIME,
  platformNeedsVersion,
  type CredentialPlatform,
  type Platform,
} from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCodeOf, errorText } from '../../lib/api/api-error-text';
import { showToast } from '../../lib/toast/toast';
import { GoogleShoppingFields } from './components/google-shopping-fields';
import { Magento1Notice } from './components/magento-1-notice';
import { PlatformChoice } from './components/platform-choice';
import { PlatformConnectForm } from './components/platform-connect-form';
import { ShopifyNotConfigured } from './components/shopify-not-configured';
import { StoredenClaimStep } from './components/storeden-claim-step';
import { WizardActions } from './components/wizard-actions';
import { isCredentialPlatform } from '../shops/platform-credentials/platform-credentials.rules';
import { versionsOf } from './platform-versions';
import { usePlatformConnect } from './use-platform-connect';
import { useFeedCheck } from './use-feed-check';
import { isCmsNextDisabled } from './wizard.rules';
import { updateWizard, useWizardState } from './wizard-store';
import { useConnectGoogleShopping, useConnectShopify } from './wizard.queries';
import { wizardPath, wizardShopPath } from './urls';

/** The version select, except for Magento 1, which connects through a feed (no version to save). */
function asksVersion(platform: Platform | null): platform is Platform {
  return platform !== null && platform !== 'magento-1' && platformNeedsVersion(platform);
}

/** The credential form's platform; the hook needs one even while another platform is chosen. */
function credentialPlatformOf(platform: Platform | null): CredentialPlatform {
  return isCredentialPlatform(platform) ? platform : 'woocommerce';
}

/**
 * Wizard cms (docs/product/onboarding.md#platform): the platform, its version, and Shopify's
 * domain, a Google Shopping feed or a store's keys; Magento 1 is offered through a feed.
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
  // Only the operator can fix it: said in place of the form, never as "try again".
  const [shopifyUnavailable, setShopifyUnavailable] = useState(false);
  const credentialForm = usePlatformConnect(credentialPlatformOf(platform));
  const busy = shopify.isPending || googleShopping.isPending || credentialForm.connecting;
  const feed = useFeedCheck(gs.feedUrl);
  const disabled = isCmsNextDisabled({ platform, version, shopifyDomain, googleShopping: gs });
  // Opened from Storeden's app install: its keys are held for this owner to claim.
  const storedenClaim = useSearchParams()[0].get('storeden');

  function failed(error: unknown) {
    const code = errorCodeOf(error);
    if (code === 'shopify-not-configured') {
      setShopifyUnavailable(true);
      return;
    }
    // Refusals the owner can act on are named: the plan's shop limit (delete a shop, upgrade) and
    // a domain that is not a Shopify shop's; anything else is ours, worth another try.
    let message = t('wizard.cms.connectFailed');
    if (code === 'shop-limit-reached') message = errorText(t, error).message;
    if (code === 'shopify-domain-invalid') {
      message = t('platformConnect.shopify.callbackErrors.shopify-domain-invalid');
    }
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

  async function connectWithCredentials() {
    const outcome = await credentialForm.connect(version);
    if (outcome === 'connected') await navigate(wizardShopPath);
    else if (typeof outcome === 'object') failed(outcome.failure);
  }

  async function next() {
    if (isCredentialPlatform(platform)) {
      await connectWithCredentials();
      return;
    }
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

  if (storedenClaim) return <StoredenClaimStep claim={storedenClaim} />;

  return (
    <Stack maw={640}>
      <Title order={2}>{t('wizard.cms.heading')}</Title>
      <PlatformChoice
        value={platform}
        onChange={(chosen) => {
          updateWizard({ platform: chosen, version: null });
          setShopifyUnavailable(false);
        }}
      />

      {asksVersion(platform) ? (
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

      {platform === 'shopify' && shopifyUnavailable ? <ShopifyNotConfigured /> : null}
      {platform === 'shopify' && !shopifyUnavailable ? (
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

      {isCredentialPlatform(platform) ? (
        <PlatformConnectForm platform={platform} form={credentialForm} />
      ) : null}

      {platform === 'magento-1' ? (
        <Magento1Notice
          onUseFeed={() => updateWizard({ platform: 'google-shopping', version: null })}
        />
      ) : null}

      {platform === 'custom-integration' ? (
        <Alert color="blue">{t('wizard.cms.customHint')}</Alert>
      ) : null}

      <WizardActions
        onBack={() => void navigate(wizardPath)}
        onNext={() => void next()}
        nextDisabled={disabled || (platform === 'shopify' && shopifyUnavailable)}
        nextLoading={busy}
      />
    </Stack>
  );
}
