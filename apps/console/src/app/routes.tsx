import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { replace, type RouteObject } from 'react-router';
import { GuardRoot } from '../features/guard/guard-root';
import { createGuardLoader } from '../features/guard/navigation-guard';
import { RouteErrorPage } from './route-error-page';
import * as load from './route-modules';

/** Route `lazy` for the component exported as `name` by a screen module. */
function page<K extends string>(
  module: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await module())[name] });
}

/** Parent routes land on their first child (document 000 §2), replacing the history entry. */
function firstChild(target: string): RouteObject {
  return { index: true, loader: () => replace(target), element: null };
}

/** Nothing to show while the first screen's chunk downloads; it is small and arrives quickly. */
function InitialLoad() {
  return null;
}

export const NOT_FOUND_PATH = '/notfound';

const loginRoute = page(load.loginPage, 'LoginPage');

/** The route tree; the root runs the navigation guard against the app's query cache. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: GuardRoot,
      loader: createGuardLoader(queryClient),
      // Document 000 §4: the guard runs on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: InitialLoad,
      children: [
        {
          // Home routes: no menu, no save bar.
          lazy: page(load.homeLayout, 'HomeLayout'),
          children: [
            { index: true, lazy: loginRoute },
            { path: 'login', lazy: loginRoute },
            { path: 'signup', lazy: page(load.signupPage, 'SignupPage') },
            { path: 'activation-mail', lazy: page(load.activationMailPage, 'ActivationMailPage') },
            { path: 'activation', lazy: page(load.activationPage, 'ActivationPage') },
            { path: 'crm-login', lazy: page(load.crmLoginPage, 'CrmLoginPage') },
            { path: 'forgot-password', lazy: page(load.forgotPasswordPage, 'ForgotPasswordPage') },
            { path: 'recovery', lazy: page(load.recoveryPage, 'RecoveryPage') },
          ],
        },
        { path: 'preview', lazy: page(load.previewPage, 'PreviewPage') },
        { path: 'notfound', lazy: page(load.notFoundPage, 'NotFoundPage') },
        { path: 'demo', lazy: page(load.demoPage, 'DemoPage') },
        {
          // Signed-in screens: side menu, and the save bar where isSaveBarVisible says so.
          lazy: page(load.appLayout, 'AppLayout'),
          children: [
            {
              path: 'wizard',
              lazy: page(load.wizardLayout, 'WizardLayout'),
              children: [
                { index: true, lazy: page(load.wizardPages, 'WizardStartPage') },
                { path: 'cms', lazy: page(load.wizardPages, 'WizardCmsPage') },
                { path: 'shop', lazy: page(load.wizardPages, 'WizardShopPage') },
                { path: 'settings', lazy: page(load.wizardPages, 'WizardSettingsPage') },
              ],
            },
            { path: 'account', lazy: page(load.accountPage, 'AccountPage') },
            {
              path: 'billing',
              lazy: page(load.billingLayout, 'BillingLayout'),
              children: [
                firstChild('/billing/overview'),
                { path: 'overview', lazy: page(load.billingPages, 'BillingOverviewPage') },
                { path: 'plans', lazy: page(load.billingPages, 'BillingPlansPage') },
                { path: 'information', lazy: page(load.billingPages, 'BillingInformationPage') },
              ],
            },
            { path: 'support', lazy: page(load.supportPage, 'SupportPage') },
            { path: 'fineTuning', lazy: page(load.fineTuningPage, 'FineTuningPage') },
            {
              path: 'visualMachine',
              lazy: page(load.visualMachineLayout, 'VisualMachineLayout'),
              children: [
                firstChild('/visualMachine/campaigns'),
                { path: 'campaigns', lazy: page(load.visualMachinePages, 'CampaignsPage') },
                { path: 'banners', lazy: page(load.visualMachinePages, 'BannersPage') },
                {
                  path: 'recommendations',
                  lazy: page(load.visualMachinePages, 'RecommendationsPage'),
                },
              ],
            },
            {
              path: 'layoutDesign',
              lazy: page(load.layoutDesignLayout, 'LayoutDesignLayout'),
              children: [
                firstChild('/layoutDesign/general'),
                { path: 'general', lazy: page(load.layoutDesignPages, 'LayoutGeneralPage') },
                { path: 'desktop', lazy: page(load.layoutDesignPages, 'LayoutDesktopPage') },
                { path: 'mobile', lazy: page(load.layoutDesignPages, 'LayoutMobilePage') },
                { path: 'card', lazy: page(load.layoutDesignPages, 'LayoutCardPage') },
              ],
            },
            { path: 'dashboard', lazy: page(load.dashboardPage, 'DashboardPage') },
            {
              path: 'analytics',
              lazy: page(load.analyticsLayout, 'AnalyticsLayout'),
              children: [
                firstChild('/analytics/overview'),
                { path: 'overview', lazy: page(load.analyticsPages, 'AnalyticsOverviewPage') },
                { path: 'filters', lazy: page(load.analyticsPages, 'AnalyticsFiltersPage') },
                { path: 'queries', lazy: page(load.analyticsPages, 'AnalyticsQueriesPage') },
              ],
            },
            {
              path: 'setup',
              lazy: page(load.setupLayout, 'SetupLayout'),
              children: [
                firstChild('/setup/search'),
                { path: 'search', lazy: page(load.setupPages, 'SetupSearchPage') },
                { path: 'settings', lazy: page(load.setupPages, 'SetupSettingsPage') },
              ],
            },
            { path: 'terms', lazy: page(load.termsPage, 'TermsPage') },
          ],
        },
        { path: '*', loader: () => replace(NOT_FOUND_PATH), element: null },
      ],
    },
  ];
}
