import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import { RouteErrorPage } from './route-error-page';

/** Every screen is its own chunk, so the login route downloads only what it renders. */
function page(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

/** Parent routes land on their first child (document 000 §2), replacing the history entry. */
function firstChild(target: string): RouteObject {
  return { index: true, loader: () => replace(target), element: null };
}

/** Nothing to show while the first screen's chunk downloads; it is small and arrives quickly. */
function InitialLoad() {
  return null;
}

const auth = () => import('../features/auth/auth-pages');
const loginPage = page(() => import('../features/auth/login-page').then((m) => m.LoginPage));

export const NOT_FOUND_PATH = '/notfound';

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: InitialLoad,
    children: [
      {
        // Home routes: no menu, no save bar.
        lazy: page(() => import('../features/auth/home-layout').then((m) => m.HomeLayout)),
        children: [
          { index: true, lazy: loginPage },
          { path: 'login', lazy: loginPage },
          {
            path: 'signup',
            lazy: page(() => import('../features/auth/signup-page').then((m) => m.SignupPage)),
          },
          { path: 'activation-mail', lazy: page(() => auth().then((m) => m.ActivationMailPage)) },
          { path: 'activation', lazy: page(() => auth().then((m) => m.ActivationPage)) },
          { path: 'crm-login', lazy: page(() => auth().then((m) => m.CrmLoginPage)) },
          { path: 'forgot-password', lazy: page(() => auth().then((m) => m.ForgotPasswordPage)) },
          { path: 'recovery', lazy: page(() => auth().then((m) => m.RecoveryPage)) },
        ],
      },
      {
        path: 'preview',
        lazy: page(() => import('../features/preview/preview-page').then((m) => m.PreviewPage)),
      },
      {
        path: 'notfound',
        lazy: page(() => import('../features/shell/not-found-page').then((m) => m.NotFoundPage)),
      },
      {
        path: 'demo',
        lazy: page(() => import('../features/demo/demo-page').then((m) => m.DemoPage)),
      },
      {
        lazy: page(() => import('../features/shell/app-layout').then((m) => m.AppLayout)),
        children: [
          {
            path: 'wizard',
            lazy: page(() =>
              import('../features/wizard/wizard-layout').then((m) => m.WizardLayout),
            ),
            children: [
              {
                index: true,
                lazy: page(() =>
                  import('../features/wizard/wizard-pages').then((m) => m.WizardStartPage),
                ),
              },
              {
                path: 'cms',
                lazy: page(() =>
                  import('../features/wizard/wizard-pages').then((m) => m.WizardCmsPage),
                ),
              },
              {
                path: 'shop',
                lazy: page(() =>
                  import('../features/wizard/wizard-pages').then((m) => m.WizardShopPage),
                ),
              },
              {
                path: 'settings',
                lazy: page(() =>
                  import('../features/wizard/wizard-pages').then((m) => m.WizardSettingsPage),
                ),
              },
            ],
          },
          {
            path: 'account',
            lazy: page(() => import('../features/account/account-page').then((m) => m.AccountPage)),
          },
          {
            path: 'billing',
            lazy: page(() =>
              import('../features/billing/billing-layout').then((m) => m.BillingLayout),
            ),
            children: [
              firstChild('/billing/overview'),
              {
                path: 'overview',
                lazy: page(() =>
                  import('../features/billing/billing-pages').then((m) => m.BillingOverviewPage),
                ),
              },
              {
                path: 'plans',
                lazy: page(() =>
                  import('../features/billing/billing-pages').then((m) => m.BillingPlansPage),
                ),
              },
              {
                path: 'information',
                lazy: page(() =>
                  import('../features/billing/billing-pages').then((m) => m.BillingInformationPage),
                ),
              },
            ],
          },
          {
            path: 'support',
            lazy: page(() => import('../features/support/support-page').then((m) => m.SupportPage)),
          },
          {
            path: 'fineTuning',
            lazy: page(() =>
              import('../features/fine-tuning/fine-tuning-page').then((m) => m.FineTuningPage),
            ),
          },
          {
            path: 'visualMachine',
            lazy: page(() =>
              import('../features/visual-machine/visual-machine-layout').then(
                (m) => m.VisualMachineLayout,
              ),
            ),
            children: [
              firstChild('/visualMachine/campaigns'),
              {
                path: 'campaigns',
                lazy: page(() =>
                  import('../features/visual-machine/visual-machine-pages').then(
                    (m) => m.CampaignsPage,
                  ),
                ),
              },
              {
                path: 'banners',
                lazy: page(() =>
                  import('../features/visual-machine/visual-machine-pages').then(
                    (m) => m.BannersPage,
                  ),
                ),
              },
              {
                path: 'recommendations',
                lazy: page(() =>
                  import('../features/visual-machine/visual-machine-pages').then(
                    (m) => m.RecommendationsPage,
                  ),
                ),
              },
            ],
          },
          {
            path: 'layoutDesign',
            lazy: page(() =>
              import('../features/layout-design/layout-design-layout').then(
                (m) => m.LayoutDesignLayout,
              ),
            ),
            children: [
              firstChild('/layoutDesign/general'),
              {
                path: 'general',
                lazy: page(() =>
                  import('../features/layout-design/layout-design-pages').then(
                    (m) => m.LayoutGeneralPage,
                  ),
                ),
              },
              {
                path: 'desktop',
                lazy: page(() =>
                  import('../features/layout-design/layout-design-pages').then(
                    (m) => m.LayoutDesktopPage,
                  ),
                ),
              },
              {
                path: 'mobile',
                lazy: page(() =>
                  import('../features/layout-design/layout-design-pages').then(
                    (m) => m.LayoutMobilePage,
                  ),
                ),
              },
              {
                path: 'card',
                lazy: page(() =>
                  import('../features/layout-design/layout-design-pages').then(
                    (m) => m.LayoutCardPage,
                  ),
                ),
              },
            ],
          },
          {
            path: 'dashboard',
            lazy: page(() =>
              import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
            ),
          },
          {
            path: 'analytics',
            lazy: page(() =>
              import('../features/analytics/analytics-layout').then((m) => m.AnalyticsLayout),
            ),
            children: [
              firstChild('/analytics/overview'),
              {
                path: 'overview',
                lazy: page(() =>
                  import('../features/analytics/analytics-pages').then(
                    (m) => m.AnalyticsOverviewPage,
                  ),
                ),
              },
              {
                path: 'filters',
                lazy: page(() =>
                  import('../features/analytics/analytics-pages').then(
                    (m) => m.AnalyticsFiltersPage,
                  ),
                ),
              },
              {
                path: 'queries',
                lazy: page(() =>
                  import('../features/analytics/analytics-pages').then(
                    (m) => m.AnalyticsQueriesPage,
                  ),
                ),
              },
            ],
          },
          {
            path: 'setup',
            lazy: page(() => import('../features/setup/setup-layout').then((m) => m.SetupLayout)),
            children: [
              firstChild('/setup/search'),
              {
                path: 'search',
                lazy: page(() =>
                  import('../features/setup/setup-pages').then((m) => m.SetupSearchPage),
                ),
              },
              {
                path: 'settings',
                lazy: page(() =>
                  import('../features/setup/setup-pages').then((m) => m.SetupSettingsPage),
                ),
              },
            ],
          },
          {
            path: 'terms',
            lazy: page(() => import('../features/terms/terms-page').then((m) => m.TermsPage)),
          },
        ],
      },
      { path: '*', loader: () => replace(NOT_FOUND_PATH), element: null },
    ],
  },
];
