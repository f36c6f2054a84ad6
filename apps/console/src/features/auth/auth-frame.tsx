import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSelector } from '../../i18n/language-selector';

interface AuthFrameProps {
  title: string;
  /** Login and signup sit beside the language selector (docs/product/access.md#login). */
  withLanguageSelector?: boolean;
  children?: ReactNode;
}

export function AuthFrame({ title, withLanguageSelector = false, children }: AuthFrameProps) {
  return (
    <Group align="flex-start" justify="center" gap="lg" wrap="wrap">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} maw="100%">
        <Stack>
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
      </Paper>
      {withLanguageSelector ? <LanguageSelector /> : null}
    </Group>
  );
}
