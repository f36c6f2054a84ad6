import { lazy, Suspense } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The widget is ~56 KB gzipped: it is fetched only for visitors the server asks to solve a captcha.
const AltchaWidget = lazy(() =>
  import('./altcha-widget').then((module) => ({ default: module.AltchaWidget })),
);

interface CaptchaFieldProps {
  required: boolean;
  onChange: (solution: string | null) => void;
  error?: string;
}

export function CaptchaField({ required, onChange, error }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation();
  if (!required) return null;
  return (
    <Stack gap={4} mb="md">
      <Suspense fallback={<Loader size="sm" aria-label={t('auth.captcha.loading')} />}>
        <AltchaWidget language={i18n.language} onChange={onChange} />
      </Suspense>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
