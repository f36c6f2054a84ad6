import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { displayShopUrl, isDeleteShopConfirmed, type Shop } from '@trova/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteShop } from '../use-delete-shop';

/** The delete-shop button with its confirmation dialog (document 001 §2, §5). */
export function DeleteShop({ shop }: { shop: Pick<Shop, 'id' | 'url'> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Group>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          {t('setup.delete.button')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('setup.delete.title')}>
        {opened ? <DeleteShopForm shop={shop} onClose={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}

function DeleteShopForm({
  shop,
  onClose,
}: {
  shop: Pick<Shop, 'id' | 'url'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const remove = useDeleteShop();
  const confirmed = isDeleteShopConfirmed(typed, shop.url);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmed && !remove.isPending) remove.mutate(shop.id);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('setup.delete.warning')}</Text>
        <Text size="sm">
          {t('setup.delete.typeUrl')} <Code>{displayShopUrl(shop.url)}</Code>
        </Text>
        <TextInput
          label={t('setup.delete.urlLabel')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {remove.isError ? <Alert color="red">{t('setup.delete.failed')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('setup.common.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
            {t('setup.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
