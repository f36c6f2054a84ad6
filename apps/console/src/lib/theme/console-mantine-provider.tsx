import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { consoleTheme } from './theme';

/** Mantine with the console's theme, its built-in names following the interface language. */
export function ConsoleMantineProvider(props: { children: ReactNode; env: 'default' | 'test' }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => consoleTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} env={props.env}>
      {props.children}
    </MantineProvider>
  );
}
