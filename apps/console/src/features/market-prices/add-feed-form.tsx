import { Button, Group, TextInput } from '@mantine/core';
import { MAX_COMPETITOR_FEED_URL_LENGTH } from '@trova/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast/toast';
import { marketPricesErrorText } from './market-prices-errors';
import { useAddFeed } from './market-prices.queries';

/** Adds a competitor feed by URL; the server checks the URL and the limit and says why not. */
export function AddFeedForm({ shopId, full }: { shopId: string; full: boolean }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const add = useAddFeed(shopId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(url.trim(), {
      onSuccess: () => {
        setUrl('');
        showToast({ kind: 'success', message: t('marketPrices.feeds.added') });
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          flex={1}
          type="url"
          label={t('marketPrices.feeds.urlLabel')}
          placeholder={t('marketPrices.feeds.urlPlaceholder')}
          value={url}
          maxLength={MAX_COMPETITOR_FEED_URL_LENGTH}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            add.reset();
          }}
          error={add.isError ? marketPricesErrorText(t, add.error) : undefined}
          disabled={full}
        />
        <Button type="submit" mt={25} loading={add.isPending} disabled={full || url.trim() === ''}>
          {t('marketPrices.feeds.add')}
        </Button>
      </Group>
    </form>
  );
}
