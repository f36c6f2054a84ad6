import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopDataUpdateSchema, shopsApi, type Shop, type ShopDataUpdate } from '@trova/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api/api-client';
import { showToast } from '../../../lib/toast/toast';
import { ensureOk } from '../../account/account.queries';
import { shopKeys } from '../../shops/shops.queries';

/** The feed URL; only offered when the shop lists it among its editable widgets. */
export function FeedUrlForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = shop.cms_data.feedUrl ?? '';
  const [value, setValue] = useState(saved);
  const parsed = shopDataUpdateSchema.safeParse({ ...shop.cms_data, feedUrl: value.trim() });
  const update = useMutation({
    mutationFn: async (body: ShopDataUpdate) =>
      ensureOk(await apiClient.call(shopsApi.setData, { params: { id: shop.id }, body })),
    onSuccess: () => {
      showToast({ kind: 'success', message: t('setup.search.feedUrlSaved') });
      return queryClient.invalidateQueries({ queryKey: shopKeys.list });
    },
    onError: () => showToast({ kind: 'danger', message: t('setup.common.failed') }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (parsed.success && value.trim() !== saved) update.mutate(parsed.data);
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
        <Button
          type="submit"
          mt={25}
          loading={update.isPending}
          disabled={!parsed.success || value.trim() === saved}
        >
          {t('setup.search.saveFeedUrl')}
        </Button>
      </Group>
    </form>
  );
}
