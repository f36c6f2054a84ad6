import { Alert, Anchor, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { hasSessionToken } from '../../lib/api/session-store';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { loginPath } from '../auth/urls';
import { useConfigurationState } from '../configuration/configuration-store';
import { layoutDesignPath } from '../layout-design/urls';
import { findCurrentShop, shopMenuLabel } from '../shops/current-shop';
import { useCurrentShopId } from '../shops/current-shop-store';
import { useShops } from '../shops/shops.queries';
import { ExplainDialog } from './explain-dialog';
import { PreviewControls } from './preview-controls';
import { previewLoaderSrc } from './preview-document';
import { previewErrorText } from './preview-error-text';
import { PreviewFrame } from './preview-frame';
import { previewDevice, previewVersion } from './preview-options';
import { usePreviewToken } from './preview.queries';
import { PREVIEW_DEVICE_PARAM, PREVIEW_VERSION_PARAM, previewActions } from './urls';

/**
 * The search preview (docs/product/preview.md): the current shop's layer, at the chosen version,
 * in a bare storefront frame, working whether or not the shop is published; and on demand, why
 * each product ranks where it does. No menu and no save bar here.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const signedIn = hasSessionToken();
  return (
    <Box component="main" p="md">
      <Stack gap="sm">
        {signedIn ? (
          <ShopPreview />
        ) : (
          <>
            <Title order={1}>{t('sections.preview.title')}</Title>
            <Alert color="blue">
              {t('preview.signIn')}{' '}
              <Anchor component={Link} to={loginPath}>
                {t('preview.signInLink')}
              </Anchor>
            </Alert>
          </>
        )}
      </Stack>
    </Box>
  );
}

function ShopPreview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const shops = useShops();
  const shop = findCurrentShop(shops.data, useCurrentShopId());
  const { draft, shopId: draftShopId, history } = useConfigurationState();
  const config = usePublicConfig();
  const token = usePreviewToken(shop?.id);
  const explain = useUrlDialog(previewActions.explain);

  const heading = <Title order={1}>{t('sections.preview.title')}</Title>;
  if (shops.isPending)
    return (
      <>
        {heading}
        <Loader aria-label={t('preview.loading')} />
      </>
    );
  if (!shop) {
    return (
      <>
        {heading}
        <Alert color="yellow">
          {shops.isError ? t('preview.errors.shops') : t('preview.noShop')}
        </Alert>
      </>
    );
  }
  const ownDraft = draftShopId === shop.id ? draft : null;
  const version = previewVersion(
    params.get(PREVIEW_VERSION_PARAM),
    ownDraft?.setup.config.layerVersion,
    shop.setup?.config.layerVersion,
  );
  const device = previewDevice(params.get(PREVIEW_DEVICE_PARAM));
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          {heading}
          <Text size="sm" c="dimmed">
            {shopMenuLabel(shop)}
          </Text>
        </Stack>
        <PreviewControls
          version={version}
          device={device}
          onVersion={(value) => setParam(PREVIEW_VERSION_PARAM, value)}
          onDevice={(value) => setParam(PREVIEW_DEVICE_PARAM, value)}
          explainDisabled={!token.data}
          onExplain={() => explain.open()}
          onBack={() =>
            location.key === 'default' ? void navigate(layoutDesignPath) : void navigate(-1)
          }
        />
      </Group>
      {!shop.is_active ? <Alert color="blue">{t('preview.unpublished')}</Alert> : null}
      {history.length > 0 && ownDraft ? (
        <Alert color="yellow">{t('preview.unsaved', { count: history.length })}</Alert>
      ) : null}
      {token.isError ? (
        <Alert color="red" role="alert">
          {previewErrorText(t, token.error)}
        </Alert>
      ) : !token.data || !config ? (
        <Loader aria-label={t('preview.loading')} />
      ) : (
        <PreviewFrame
          loaderSrc={previewLoaderSrc(config.layerUrl, version, shop.key)}
          apiOrigin={new URL(config.baseurl, window.location.href).origin}
          token={token.data.token}
          device={device}
        />
      )}
      <ExplainDialog shopKey={shop.key} token={token.data?.token} />
    </>
  );
}
