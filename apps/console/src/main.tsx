import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { i18nReady } from './i18n/i18n';
import { createRoutes } from './app/routes';
import { createQueryClient } from './lib/api/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

// The first paint waits for its texts: rendering keys instead would flash untranslated labels.
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
