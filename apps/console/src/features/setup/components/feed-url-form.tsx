import { Button, Group, TextInput } from '@mantine/core';
import { shopDataUpdateSchema, type Shop } from '@trova/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { useSetShopData } from '../setup.queries';

/**
 * The feed URL; only offered when the shop lists it among its editable widgets. Saving it syncs the
 * feed at once, the same URL too: that is how a failed sync is retried
 * (docs/product/search-setup.md#connection).
 */
export function FeedUrlForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const saved = shop.cms_data.feedUrl ?? '';
  const [value, setValue] = useState(saved);
  const parsed = shopDataUpdateSchema.safeParse({ ...shop.cms_data, feedUrl: value.trim() });
  const update = useSetShopData(shop.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => showToast({ kind: 'success', message: t('setup.search.feedUrlSaved') }),
      onError: () => showToast({ kind: 'danger', message: t('setup.common.failed') }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          label={t('setup.search.feedUrl')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={value.trim() !== '' && !parsed.success ? t('setup.search.feedUrlInvalid') : null}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} loading={update.isPending} disabled={!parsed.success}>
          {t('setup.search.saveFeedUrl')}
        </Button>
      </Group>
    </form>
  );
}
