import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from '../auth/urls';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to={loginPath}>
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
