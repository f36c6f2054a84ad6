import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { firstSyncFailed, type Shop } from '@trova/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../lib/toast/toast';
import {
  getConfigurationState,
  loadConfiguration,
  useConfigurationState,
} from '../configuration/configuration-store';
import { fineTuningPath } from '../fine-tuning/urls';
import { findCurrentShop } from '../shops/current-shop';
import { setCurrentShopId, useCurrentShopId } from '../shops/current-shop-store';
import { SettingsTilesSlot } from './components/settings-tiles-slot';
import { SyncFailurePanel } from './components/sync-failure-panel';
import { sectorName } from './sector-names';
import { WizardActions } from './components/wizard-actions';
import { isSetupReadyToFinish } from './wizard.rules';
import { getWizardState, resetWizard, updateWizard, useWizardState } from './wizard-store';
import { useConfigureShop, useFreshShops } from './wizard.queries';
import { WIZARD_SHOP_PARAM, wizardShopPath } from './urls';

/**
 * Wizard settings (docs/product/onboarding.md#settings-step): the indexing setup of the shop the
 * URL names (`?shop=`, so a reload keeps it), else of the current shop. On load the shop list is
 * refreshed and a shop whose saved setup already meets the requirements finishes by itself.
 */
export function WizardSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shops = useFreshShops();
  // The list asked for on opening has answered (or failed): only then may the shop finish itself.
  const refreshed = shops.isFetchedAfterMount;
  const [params] = useSearchParams();
  const currentShopId = useCurrentShopId();
  const urlShopId = findCurrentShop(shops.data, params.get(WIZARD_SHOP_PARAM))?.id ?? null;
  const shop = findCurrentShop(shops.data, urlShopId ?? currentShopId);
  const { sector: chosenSector } = useWizardState();
  // Kept by this tab over a reload; another tab (or a finished wizard) reads it from the shop.
  const sector = chosenSector ?? shop?.sector ?? null;
  const { shopId: draftShopId, draft } = useConfigurationState();
  const autoFinished = useRef(false);
  const configure = useConfigureShop();

  useEffect(() => {
    if (refreshed && shop) loadConfiguration(shop);
  }, [refreshed, shop]);

  // The shop the URL names becomes the current shop, as the syncing screen made it. Once: a later
  // switch to another shop in the menu must not be undone while this page is still mounted.
  useEffect(() => {
    if (urlShopId !== null) setCurrentShopId(urlShopId);
  }, [urlShopId]);

  const finish = (target: Shop) => {
    const current = getConfigurationState();
    if (current.shopId !== target.id || !current.draft) return;
    const { sector, version } = getWizardState();
    const body = {
      setup: current.draft.setup,
      ...(sector ? { sector } : {}),
      ...(version ? { cmsVersion: version } : {}),
    };
    configure.mutate(
      { shopId: target.id, body },
      {
        onSuccess: () => {
          resetWizard();
          void navigate(fineTuningPath);
        },
        onError: () => showToast({ kind: 'danger', message: t('wizard.settings.finishFailed') }),
      },
    );
  };

  const loaded = refreshed && shop !== undefined && draftShopId === shop.id && draft !== null;

  // Only the first load of the shop may finish by itself, never a later edit.
  const finishIfAlreadySetUp = useEffectEvent((target: Shop) => {
    if (autoFinished.current) return;
    autoFinished.current = true;
    if (isSetupReadyToFinish(target.setup)) finish(target);
  });

  useEffect(() => {
    if (loaded) finishIfAlreadySetUp(shop);
  }, [loaded, shop]);

  if (!refreshed) return <Loader aria-label={t('common.loading')} />;
  if (!shop) {
    return (
      <Stack maw={640}>
        <Title order={2}>{t('wizard.settings.heading')}</Title>
        <Alert color="blue">
          {t('wizard.settings.noShop')}{' '}
          <Anchor component={Link} to={wizardShopPath}>
            {t('wizard.settings.chooseShop')}
          </Anchor>
        </Alert>
      </Stack>
    );
  }

  if (shop.syncError && firstSyncFailed(shop)) {
    const retried = () => {
      updateWizard({ shopId: shop.id, shopPhase: 'syncing' });
      void navigate(wizardShopPath);
    };
    return <SyncFailurePanel shop={shop} error={shop.syncError} onRetried={retried} />;
  }

  const ready = loaded && isSetupReadyToFinish(draft.setup);
  return (
    <Stack>
      <Title order={2}>{t('wizard.settings.heading')}</Title>
      <Text>{t('wizard.settings.intro')}</Text>
      {sector ? (
        <Text fw={500}>{t('wizard.settings.sector', { sector: sectorName(t, sector) })}</Text>
      ) : null}
      {loaded ? (
        <SettingsTilesSlot shopId={shop.id} />
      ) : (
        <Loader aria-label={t('common.loading')} />
      )}
      {loaded && !ready ? (
        <Text size="sm" c="dimmed">
          {t('wizard.settings.requirements')}
        </Text>
      ) : null}
      <WizardActions
        onBack={() => void navigate(wizardShopPath)}
        onNext={() => finish(shop)}
        nextDisabled={!ready}
        nextLoading={configure.isPending}
        nextLabel={t('wizard.nav.finish')}
      />
    </Stack>
  );
}
