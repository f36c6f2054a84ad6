import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast/toast';

/**
 * Copies text to the clipboard with the toasts of docs/product/search-setup.md#connection: green on
 * success, red with a 'try again' message on failure. Both hide after 2 s (the toast default).
 */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ kind: 'success', message: t('setup.copy.done') });
    } catch {
      showToast({ kind: 'danger', message: t('setup.copy.failed') });
    }
  };
}
