import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/api/query-client';
import { ConsoleMantineProvider } from '../lib/theme/console-mantine-provider';
import { LazyNotifications } from '../lib/toast/lazy-notifications';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /**
   * Mantine's `test` environment, for jsdom: no transitions, no portals, and no hiding of a
   * dropdown whose anchor looks detached — jsdom lays nothing out, so every anchor does, and a
   * menu would vanish whenever the position computation happened to land before the test's click.
   */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ConsoleMantineProvider env={env}>
          <LazyNotifications position="top-right" />
          {children}
        </ConsoleMantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
