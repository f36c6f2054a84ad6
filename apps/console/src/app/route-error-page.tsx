import { Button, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Last resort for a route that failed to load or render, e.g. a chunk lost after a deploy. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh">
      <Stack align="center">
        <Title order={1}>{t('errorBoundary.title')}</Title>
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
      </Stack>
    </Center>
  );
}
