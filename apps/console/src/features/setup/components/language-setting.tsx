import { NativeSelect, Text } from '@mantine/core';
import type { Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { useLanguages } from '../../account/account.queries';
import { useSetShopLanguage } from '../setup.queries';

/** Widget name that makes the shop language selectable (docs/product/search-setup.md#language). */
export const LANGUAGE_WIDGET = 'language_iso';

/** The shop's language; changing it is sent at once with `PUT shops/{id}/lang`. */
export function LanguageSetting({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const update = useSetShopLanguage(shop.id);
  // The choice being sent shows until the shops have reloaded with it (the mutation stays pending
  // until then); a failure falls back to the shop's language by itself.
  const value = update.isPending ? update.variables : shop.language_iso;

  const options = languages.data ?? [];
  const name = options.find((option) => option.iso6391 === value)?.name ?? value.toUpperCase();
  if (!shop.editable_widgets.includes(LANGUAGE_WIDGET)) {
    return (
      <Text size="sm">
        {t('setup.settings.language')}: <strong>{name || '—'}</strong>
      </Text>
    );
  }
  return (
    <NativeSelect
      label={t('setup.settings.language')}
      description={t('setup.settings.languageHelp')}
      value={value}
      disabled={update.isPending || !languages.data}
      data={[
        ...(options.some((option) => option.iso6391 === value)
          ? []
          : [{ value, label: name || t('setup.common.choose'), disabled: true }]),
        ...options.map((option) => ({ value: option.iso6391, label: option.name })),
      ]}
      onChange={(event) => {
        update.mutate(event.currentTarget.value, {
          onSuccess: () =>
            showToast({ kind: 'success', message: t('setup.settings.languageSaved') }),
          onError: () => showToast({ kind: 'danger', message: t('setup.common.failed') }),
        });
      }}
    />
  );
}
