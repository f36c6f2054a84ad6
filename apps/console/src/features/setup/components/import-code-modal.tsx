import { Alert, Button, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/api/use-public-config';
import { useShopLoader } from '../setup.queries';
import { useCopy } from '../use-copy';

/**
 * The tag a storefront pastes before `</body>`. The loader path is normally absolute; a relative one
 * is resolved against the layer URL of /config.json.
 * @example layerSnippet('https://t.it/layer/latest/loader.js?key=k', 'https://t.it/layer') // '<script src="https://t.it/layer/latest/loader.js?key=k" async></script>'
 */
export function layerSnippet(loaderPath: string, layerUrl: string): string {
  const src = /^https?:\/\//i.test(loaderPath)
    ? loaderPath
    : `${layerUrl.replace(/\/+$/, '')}/${loaderPath.replace(/^\/+/, '')}`;
  return `<script src="${src}" async></script>`;
}

interface ImportCodeModalProps {
  opened: boolean;
  onClose: () => void;
  shopKey: string;
}

export function ImportCodeModal({ opened, onClose, shopKey }: ImportCodeModalProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const copy = useCopy();
  const loader = useShopLoader(shopKey, opened);
  const snippet = loader.data && config ? layerSnippet(loader.data.path, config.layerUrl) : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('setup.importCode.title')} size="lg">
      <Stack>
        <Text size="sm">{t('setup.importCode.help')}</Text>
        {loader.isError ? (
          <Alert color="red">{t('setup.importCode.loadError')}</Alert>
        ) : snippet === null ? (
          <Loader aria-label={t('setup.common.loading')} />
        ) : (
          <>
            {/* Focusable so a keyboard can scroll a snippet wider than the dialog; translate="no":
                code reads the same in every language (and page translators must leave it alone). */}
            <Code block tabIndex={0} translate="no" aria-label={t('setup.importCode.snippet')}>
              {snippet}
            </Code>
            {config ? (
              <Text size="xs" c="dimmed">
                {t('setup.importCode.layerUrl', { url: config.layerUrl })}
              </Text>
            ) : null}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('setup.common.close')}
          </Button>
          <Button onClick={() => snippet && void copy(snippet)} disabled={snippet === null}>
            {t('setup.importCode.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
