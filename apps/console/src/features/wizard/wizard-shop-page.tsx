import { Stack, Text, Title } from '@mantine/core';
import { displayShopUrl } from '@trova/contracts';
import { useCallback, useEffect } from 'react';
import { showToast } from '../../lib/toast/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { setCurrentShopId } from '../shops/current-shop-store';
import { useShops } from '../shops/shops.queries';
import { ApiKeyField } from './components/api-key-field';
import { ShopChoice } from './components/shop-choice';
import { ShopifyCallbackError } from './components/shopify-callback-error';
import { WooCommerceGrantReturn } from './components/woocommerce-grant-return';
import { SyncingScreen } from './components/syncing-screen';
import { WizardActions } from './components/wizard-actions';
import { useSaveSector } from './wizard.queries';
import { updateWizard, useWizardState } from './wizard-store';
import {
  WIZARD_ERROR_PARAM,
  WIZARD_SHOP_PARAM,
  wizardCmsPath,
  wizardSettingsUrl,
  wizardShopPath,
} from './urls';

/**
 * Wizard shop (docs/product/onboarding.md#shop-step): API key and the shop to set up, then 'ready
 * to sync', then 'syncing' until the catalogue has arrived. The three screens share the route (see
 * docs/decisions.md); Back always returns one screen.
 */
export function WizardShopPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { shopId, shopPhase, sector } = useWizardState();
  const shop = useShops().data?.find((candidate) => candidate.id === shopId);
  const saveSector = useSaveSector();
  const [params] = useSearchParams();
  const callbackShopId = params.get(WIZARD_SHOP_PARAM);
  const callbackError = params.get(WIZARD_ERROR_PARAM);

  // Shopify's authorisation returns here naming the new shop: it is preselected like a connected
  // feed's, and the address loses the parameter so that a reload keeps the screen reached since.
  useEffect(() => {
    if (callbackShopId === null) return;
    updateWizard({ shopId: callbackShopId, shopPhase: 'choose', platform: 'shopify' });
    void navigate(wizardShopPath, { replace: true });
  }, [callbackShopId, navigate]);

  // WooCommerce's authorisation page returns here with the grant (`?wc=`): once the store's keys
  // connected the shop it is preselected, and the address loses the parameter.
  const grantNonce = params.get('wc');
  const grantConnected = useCallback(
    (connected: string) => {
      updateWizard({ shopId: connected, shopPhase: 'choose', platform: 'woocommerce' });
      void navigate(wizardShopPath, { replace: true });
    },
    [navigate],
  );

  // The sector goes with the shop as soon as it is chosen, so a reload of settings keeps it.
  const choose = () => {
    if (shopId === null || !sector) {
      updateWizard({ shopPhase: 'ready' });
      return;
    }
    saveSector.mutate(
      { shopId, sector },
      {
        onSuccess: () => updateWizard({ shopPhase: 'ready' }),
        onError: () => showToast({ kind: 'danger', message: t('firstSync.sectorFailed') }),
      },
    );
  };

  const onSynced = useCallback(() => {
    if (shopId === null) return;
    setCurrentShopId(shopId);
    updateWizard({ shopPhase: 'choose' });
    void navigate(wizardSettingsUrl(shopId));
  }, [navigate, shopId]);

  if (shopPhase === 'syncing' && shopId !== null) {
    return (
      <SyncingScreen
        shopId={shopId}
        onBack={() => updateWizard({ shopPhase: 'ready' })}
        onSynced={onSynced}
      />
    );
  }

  if (shopPhase === 'ready' && shopId !== null) {
    return (
      <Stack maw={640}>
        <Title order={2}>{t('wizard.shop.readyHeading')}</Title>
        <Text>
          {t('wizard.shop.readyText', { shop: shop ? displayShopUrl(shop.url) : shopId })}
        </Text>
        <WizardActions
          onBack={() => updateWizard({ shopPhase: 'choose' })}
          onNext={() => updateWizard({ shopPhase: 'syncing' })}
        />
      </Stack>
    );
  }

  return (
    <Stack maw={640}>
      <Title order={2}>{t('wizard.shop.heading')}</Title>
      {grantNonce ? (
        <WooCommerceGrantReturn
          nonce={grantNonce}
          onConnected={grantConnected}
          onBack={() => void navigate(wizardCmsPath)}
        />
      ) : null}
      {callbackError ? (
        <ShopifyCallbackError code={callbackError} onBack={() => void navigate(wizardCmsPath)} />
      ) : null}
      <ApiKeyField />
      <ShopChoice shopId={shopId} onChange={(id) => updateWizard({ shopId: id })} />
      <WizardActions
        onBack={() => void navigate(wizardCmsPath)}
        onNext={choose}
        nextDisabled={shop === undefined || shop.setup !== null}
        nextLoading={saveSector.isPending}
      />
    </Stack>
  );
}
