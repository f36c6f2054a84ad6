import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shopsApi, type ShopConfUpdate } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { errorText } from '../../lib/api/api-error-text';
import { showToast } from '../../lib/toast/toast';
import {
  editedSections,
  getConfigurationState,
  markConfigurationSaved,
} from '../configuration/configuration-store';
import { emitShopChecks } from '../shops/shop-events';
import { shopKeys } from '../shops/shop-keys';

/** Document 000 §4: indexing is re-checked one second after a save. */
export const INDEXING_RECHECK_DELAY_MS = 1000;

/**
 * Save (document 001 §7, `PUT shops/{id}/conf`): the setup plus every section edited since the last
 * save. On success the answered shop becomes the baseline and the shop list cache is replaced; on
 * failure a danger toast explains, the draft and history stay, and the promise rejects so the guard
 * keeps the user on the page.
 */
export function useSaveConfiguration() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const save = useCallback(async () => {
    const state = getConfigurationState();
    const { draft, shopId } = state;
    if (!draft || !shopId || state.history.length === 0) return;
    const body: ShopConfUpdate = { setup: draft.setup };
    for (const section of editedSections(state)) Object.assign(body, { [section]: draft[section] });
    setSaving(true);
    try {
      const shops = await apiClient.call(shopsApi.saveConfiguration, {
        params: { id: shopId },
        body,
      });
      queryClient.setQueryData(shopKeys.list, shops);
      markConfigurationSaved(shops.find((shop) => shop.id === shopId) ?? { id: shopId, ...draft });
      showToast({ kind: 'success', message: t('saveBar.saved') });
      setTimeout(emitShopChecks, INDEXING_RECHECK_DELAY_MS);
    } catch (error) {
      showToast({
        kind: 'danger',
        title: errorText(t, error).title,
        message: t('saveBar.saveFailed'),
      });
      throw error;
    } finally {
      setSaving(false);
    }
  }, [queryClient, t]);

  return { save, saving };
}
