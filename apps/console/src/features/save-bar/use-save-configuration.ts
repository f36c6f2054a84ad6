import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showcaseBannerIssues, type ShopConfUpdate } from '@trova/contracts';
import { errorText } from '../../lib/api/api-error-text';
import { showToast } from '../../lib/toast/toast';
import { editedSections, getConfigurationState } from '../configuration/configuration-store';
import { useSaveConfigurationMutation } from './save-bar.queries';

/**
 * Save (`PUT shops/{id}/conf`, docs/product/shell.md#unsaved-changes): the setup plus every section
 * edited since the last save. On success the answered shop becomes the baseline (see
 * useSaveConfigurationMutation); on failure a danger toast explains, the draft and history stay,
 * and the promise rejects so the guard keeps the user on the page.
 */
export function useSaveConfiguration() {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useSaveConfigurationMutation();

  const save = useCallback(async () => {
    const state = getConfigurationState();
    const { draft, shopId } = state;
    if (!draft || !shopId || state.history.length === 0) return;
    const body: ShopConfUpdate = { setup: draft.setup };
    for (const section of editedSections(state)) Object.assign(body, { [section]: draft[section] });
    // The server refuses a layout whose showcase banner lacks a setting; say which tab before
    // sending (docs/product/layout-design.md#showcase). The showcase marks the fields themselves.
    const [banner] = body.layout ? showcaseBannerIssues(body.layout) : [];
    if (banner) {
      showToast({
        kind: 'danger',
        title: t('apiErrors.validation-failed.title'),
        message: t(`saveBar.bannerIncomplete.${banner.device}`),
      });
      throw new Error('showcase banner incomplete');
    }
    try {
      await mutateAsync({ shopId, body });
      showToast({ kind: 'success', message: t('saveBar.saved') });
    } catch (error) {
      showToast({
        kind: 'danger',
        title: errorText(t, error).title,
        message: t('saveBar.saveFailed'),
      });
      throw error;
    }
  }, [mutateAsync, t]);

  return { save, saving: isPending };
}
