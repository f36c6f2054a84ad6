import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_FRAME_WIDTH, type PreviewDevice } from './preview-options';
import { previewDocument } from './preview-document';

interface PreviewFrameProps {
  loaderSrc: string;
  apiOrigin: string;
  token: string;
  device: PreviewDevice;
}

/**
 * The storefront the layer is previewed in: a frame of its own, so each version, device or token
 * starts a fresh page (the loader runs once per page) and nothing of the console's styles or
 * globals is around it. The frame is keyed on everything it loads, so changing any of them
 * reloads it (docs/product/preview.md#preview-page).
 */
export function PreviewFrame({ loaderSrc, apiOrigin, token, device }: PreviewFrameProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const srcDoc = useMemo(
    () =>
      previewDocument({
        loaderSrc,
        apiOrigin,
        token,
        language,
        boxLabel: t('preview.boxLabel'),
        placeholder: t('preview.boxPlaceholder'),
      }),
    [loaderSrc, apiOrigin, token, language, t],
  );
  return (
    <Box
      mx="auto"
      style={{ width: PREVIEW_FRAME_WIDTH[device], maxWidth: '100%', transition: 'width 150ms' }}
    >
      <iframe
        key={`${loaderSrc} ${device} ${token}`}
        title={t('preview.frameTitle')}
        srcDoc={srcDoc}
        style={{
          display: 'block',
          width: '100%',
          height: 'calc(100vh - 170px)',
          minHeight: 480,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
          background: '#fff',
        }}
      />
    </Box>
  );
}
