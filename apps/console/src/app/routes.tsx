import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { replace, type RouteObject } from 'react-router';
import { GuardRoot } from '../features/guard/guard-root';
import { createGuardLoader } from '../features/guard/navigation-guard';
import { RouteErrorPage } from './route-error-page';
import * as load from './route-modules';
import { isDialogChangeOnly } from '../lib/url/dialog-url';
import { accountPath } from '../features/account/urls';
import * as analytics from '../features/analytics/urls';
import * as auth from '../features/auth/urls';
import * as billing from '../features/billing/urls';
import { dashboardPath } from '../features/dashboard/urls';
import { demoPath } from '../features/demo/urls';
import { marketPricesPath } from '../features/market-prices/urls';
import { fineTuningPath } from '../features/fine-tuning/urls';
import * as layout from '../features/layout-design/urls';
import { previewPath } from '../features/preview/urls';
import * as setup from '../features/setup/urls';
import { notFoundPath } from '../features/shell/urls';
import { supportPath } from '../features/support/urls';
import { termsPath } from '../features/terms/urls';
import * as vm from '../features/visual-machine/urls';
import * as wizard from '../features/wizard/urls';

/** Route `lazy` for the component exported as `name` by a screen module. */
function page<K extends string>(
  module: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await module())[name] });
}

/**
 * Parent routes land on their first child (docs/product/shell.md#routes), replacing the history
 * entry.
 */
function firstChild(target: string): RouteObject {
  return { index: true, loader: () => replace(target), element: null };
}

/** Nothing to show while the first screen's chunk downloads; it is small and arrives quickly. */
function InitialLoad() {
  return null;
}

const loginRoute = page(load.loginPage, 'LoginPage');

/** The route tree; the root runs the navigation guard against the app's query cache. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: GuardRoot,
      loader: createGuardLoader(queryClient),
      // The guard runs on every navigation, not only when the root's params change
      // (docs/product/shell.md#navigation-guard).
      // Opening or closing a URL dialog stays on the screen, so it is not a navigation to guard.
      shouldRevalidate: ({ currentUrl, nextUrl }) => !isDialogChangeOnly(currentUrl, nextUrl),
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: InitialLoad,
      children: [
        {
          // Home routes: no menu, no save bar.
          lazy: page(load.homeLayout, 'HomeLayout'),
          children: [
            { index: true, lazy: loginRoute },
            { path: auth.loginAliasPath, lazy: loginRoute },
            { path: auth.signupPath, lazy: page(load.signupPage, 'SignupPage') },
            {
              path: auth.activationMailPath,
              lazy: page(load.activationMailPage, 'ActivationMailPage'),
            },
            { path: auth.activationPath, lazy: page(load.activationPage, 'ActivationPage') },
            { path: auth.crmLoginPath, lazy: page(load.crmLoginPage, 'CrmLoginPage') },
            {
              path: auth.forgotPasswordPath,
              lazy: page(load.forgotPasswordPage, 'ForgotPasswordPage'),
            },
            { path: auth.recoveryPath, lazy: page(load.recoveryPage, 'RecoveryPage') },
          ],
        },
        { path: previewPath, lazy: page(load.previewPage, 'PreviewPage') },
        { path: notFoundPath, lazy: page(load.notFoundPage, 'NotFoundPage') },
        { path: demoPath, lazy: page(load.demoPage, 'DemoPage') },
        {
          // Signed-in screens: side menu, and the save bar where isSaveBarVisible says so.
          lazy: page(load.appLayout, 'AppLayout'),
          children: [
            {
              path: wizard.wizardPath,
              lazy: page(load.wizardLayout, 'WizardLayout'),
              children: [
                { index: true, lazy: page(load.wizardPages, 'WizardStartPage') },
                { path: wizard.wizardCmsPath, lazy: page(load.wizardPages, 'WizardCmsPage') },
                { path: wizard.wizardShopPath, lazy: page(load.wizardPages, 'WizardShopPage') },
                {
                  path: wizard.wizardSettingsPath,
                  lazy: page(load.wizardPages, 'WizardSettingsPage'),
                },
              ],
            },
            { path: accountPath, lazy: page(load.accountPage, 'AccountPage') },
            {
              path: billing.billingPath,
              lazy: page(load.billingLayout, 'BillingLayout'),
              children: [
                firstChild(billing.billingOverviewPath),
                {
                  path: billing.billingOverviewPath,
                  lazy: page(load.billingPages, 'BillingOverviewPage'),
                },
                {
                  path: billing.billingPlansPath,
                  lazy: page(load.billingPages, 'BillingPlansPage'),
                },
                {
                  path: billing.billingInformationPath,
                  lazy: page(load.billingPages, 'BillingInformationPage'),
                },
              ],
            },
            { path: supportPath, lazy: page(load.supportPage, 'SupportPage') },
            { path: fineTuningPath, lazy: page(load.fineTuningPage, 'FineTuningPage') },
            {
              path: vm.visualMachinePath,
              lazy: page(load.visualMachineLayout, 'VisualMachineLayout'),
              children: [
                firstChild(vm.campaignsPath),
                { path: vm.campaignsPath, lazy: page(load.visualMachinePages, 'CampaignsPage') },
                {
                  path: vm.campaignEditorPattern,
                  lazy: page(load.visualMachineEditors, 'CampaignEditorPage'),
                },
                { path: vm.bannersPath, lazy: page(load.visualMachinePages, 'BannersPage') },
                {
                  path: vm.bannerEditorPattern,
                  lazy: page(load.visualMachineEditors, 'BannerEditorPage'),
                },
                {
                  path: vm.recommendationsPath,
                  lazy: page(load.visualMachinePages, 'RecommendationsPage'),
                },
                {
                  path: vm.recommendationEditorPattern,
                  lazy: page(load.visualMachineEditors, 'RecommendationEditorPage'),
                },
              ],
            },
            {
              path: layout.layoutDesignPath,
              lazy: page(load.layoutDesignLayout, 'LayoutDesignLayout'),
              children: [
                firstChild(layout.layoutDesignGeneralPath),
                {
                  path: layout.layoutDesignGeneralPath,
                  lazy: page(load.layoutDesignPages, 'LayoutGeneralPage'),
                },
                {
                  path: layout.layoutDesignDesktopPath,
                  lazy: page(load.layoutDesignPages, 'LayoutDesktopPage'),
                },
                {
                  path: layout.layoutDesignMobilePath,
                  lazy: page(load.layoutDesignPages, 'LayoutMobilePage'),
                },
                {
                  path: layout.layoutDesignCardPath,
                  lazy: page(load.layoutDesignPages, 'LayoutCardPage'),
                },
              ],
            },
            { path: dashboardPath, lazy: page(load.dashboardPage, 'DashboardPage') },
            {
              path: analytics.analyticsPath,
              lazy: page(load.analyticsLayout, 'AnalyticsLayout'),
              children: [
                firstChild(analytics.analyticsOverviewPath),
                {
                  path: analytics.analyticsOverviewPath,
                  lazy: page(load.analyticsPages, 'AnalyticsOverviewPage'),
                },
                {
                  path: analytics.analyticsFiltersPath,
                  lazy: page(load.analyticsFiltersPage, 'AnalyticsFiltersPage'),
                },
                {
                  path: analytics.analyticsLearningPath,
                  lazy: page(load.learningChangesPage, 'LearningChangesPage'),
                },
                {
                  path: analytics.analyticsQueriesPath,
                  lazy: page(load.queryHighlightsPage, 'AnalyticsQueriesPage'),
                },
                {
                  path: analytics.analyticsQueryListPath,
                  lazy: page(load.queryListPage, 'QueryListPage'),
                },
                {
                  path: analytics.analyticsQueryDetailPath,
                  lazy: page(load.queryDetailPage, 'QueryDetailPage'),
                },
                {
                  path: analytics.analyticsProductDetailPath,
                  lazy: page(load.productDetailPage, 'ProductDetailPage'),
                },
                { path: marketPricesPath, lazy: page(load.marketPricesPage, 'MarketPricesPage') },
              ],
            },
            {
              path: setup.setupPath,
              lazy: page(load.setupLayout, 'SetupLayout'),
              children: [
                firstChild(setup.setupSearchPath),
                { path: setup.setupSearchPath, lazy: page(load.setupPages, 'SetupSearchPage') },
                { path: setup.setupSettingsPath, lazy: page(load.setupPages, 'SetupSettingsPage') },
              ],
            },
            { path: termsPath, lazy: page(load.termsPage, 'TermsPage') },
          ],
        },
        { path: '*', loader: () => replace(notFoundPath), element: null },
      ],
    },
  ];
}
