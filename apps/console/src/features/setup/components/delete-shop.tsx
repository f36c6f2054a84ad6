import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { displayShopUrl, isDeleteShopConfirmed, type Shop } from '@trova/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { useDeleteShop } from '../setup.queries';
import { setupActions } from '../urls';

/**
 * The delete-shop button with its confirmation dialog (docs/product/search-setup.md#delete-shop),
 * linkable as `?action=delete-shop`: Back closes it.
 */
export function DeleteShop({ shop }: { shop: Pick<Shop, 'id' | 'key' | 'url'> }) {
  const { t } = useTranslation();
  const dialog = useUrlDialog(setupActions.deleteShop);
  return (
    <>
      <Group>
        <Button color="red" variant="outline" onClick={() => dialog.open()}>
          {t('setup.delete.button')}
        </Button>
      </Group>
      <Modal opened={dialog.opened} onClose={dialog.close} title={t('setup.delete.title')}>
        {dialog.opened ? (
          <DeleteShopForm shop={shop} onClose={dialog.close} onDeleted={dialog.leaveTo} />
        ) : null}
      </Modal>
    </>
  );
}

interface DeleteShopFormProps {
  shop: Pick<Shop, 'id' | 'key' | 'url'>;
  onClose: () => void;
  /** Leaves the dialog for the next screen, replacing the dialog's history entry. */
  onDeleted: (path: string) => void;
}

function DeleteShopForm({ shop, onClose, onDeleted }: DeleteShopFormProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const remove = useDeleteShop(onDeleted);
  const confirmed = isDeleteShopConfirmed(typed, shop.url);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    remove.mutate(shop);
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
