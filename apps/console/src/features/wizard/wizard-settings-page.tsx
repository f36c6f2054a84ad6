import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopsApi, type Shop } from '@trova/contracts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiClient } from '../../lib/api/api-client';
import { showToast } from '../../lib/toast/toast';
import {
  getConfigurationState,
  loadConfiguration,
  markConfigurationSaved,
  useConfigurationState,
} from '../configuration/configuration-store';
import { findCurrentShop } from '../shops/current-shop';
import { useCurrentShopId } from '../shops/current-shop-store';
import { shopKeys } from '../shops/shop-keys';
import { shopListQuery, useShops } from '../shops/shops.queries';
import { SettingsTilesSlot } from './components/settings-tiles-slot';
import { WizardActions } from './components/wizard-actions';
import { isSetupReadyToFinish } from './wizard.rules';
import { getWizardState, resetWizard } from './wizard-store';

export const FINE_TUNING_PATH = '/fineTuning';

/**
 * Wizard settings (document 001 §2): the indexing setup of the current shop. On load the shop list
 * is refreshed and a shop whose saved setup already meets the requirements finishes by itself.
 */
export function WizardSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shop = findCurrentShop(useShops().data, useCurrentShopId());
  const { shopId: draftShopId, draft } = useConfigurationState();
  const [refreshed, setRefreshed] = useState(false);
  const autoFinished = useRef(false);

  useEffect(() => {
    let live = true;
    void queryClient
      .fetchQuery({ ...shopListQuery, staleTime: 0 })
      .catch(() => undefined)
      .finally(() => {
        if (live) setRefreshed(true);
      });
    return () => {
      live = false;
    };
  }, [queryClient]);

  useEffect(() => {
    if (refreshed && shop) loadConfiguration(shop);
  }, [refreshed, shop]);

  const finishing = useMutation({
    mutationFn: async (target: Shop) => {
      const current = getConfigurationState();
      if (current.shopId !== target.id || !current.draft) return;
      const { sector, version } = getWizardState();
      const shops = await apiClient.call(shopsApi.configure, {
        params: { id: target.id },
        body: {
          setup: current.draft.setup,
          ...(sector ? { sector } : {}),
          ...(version ? { cmsVersion: version } : {}),
        },
      });
      queryClient.setQueryData(shopKeys.list, shops);
      const saved = shops.find((candidate) => candidate.id === target.id);
      if (saved) markConfigurationSaved(saved);
      resetWizard();
      await navigate(FINE_TUNING_PATH);
    },
    onError: () => showToast({ kind: 'danger', message: t('wizard.settings.finishFailed') }),
  });

  const loaded = refreshed && shop !== undefined && draftShopId === shop.id && draft !== null;

  // Only the first load of the shop may finish by itself, never a later edit.
  const finishIfAlreadySetUp = useEffectEvent((target: Shop) => {
    if (autoFinished.current) return;
    autoFinished.current = true;
    if (isSetupReadyToFinish(target.setup)) finishing.mutate(target);
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
          <Anchor component={Link} to="/wizard/shop">
            {t('wizard.settings.chooseShop')}
          </Anchor>
        </Alert>
      </Stack>
    );
  }

  const ready = loaded && isSetupReadyToFinish(draft.setup);
  return (
    <Stack>
      <Title order={2}>{t('wizard.settings.heading')}</Title>
      <Text>{t('wizard.settings.intro')}</Text>
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
        onBack={() => void navigate('/wizard/shop')}
        onNext={() => finishing.mutate(shop)}
        nextDisabled={!ready}
        nextLoading={finishing.isPending}
        nextLabel={t('wizard.nav.finish')}
      />
    </Stack>
  );
}
