import { accountPath } from '../../../apps/console/src/features/account/urls';
import * as analytics from '../../../apps/console/src/features/analytics/urls';
import * as auth from '../../../apps/console/src/features/auth/urls';
import * as billing from '../../../apps/console/src/features/billing/urls';
import { historyUrl } from '../../../apps/console/src/features/configuration-history/urls';
import { dashboardPath } from '../../../apps/console/src/features/dashboard/urls';
import { fineTuningUrl, fineTuningPath } from '../../../apps/console/src/features/fine-tuning/urls';
import * as layout from '../../../apps/console/src/features/layout-design/urls';
import { marketPricesPath } from '../../../apps/console/src/features/market-prices/urls';
import { notificationsAction } from '../../../apps/console/src/features/notifications/urls';
import { previewExplainUrl, previewPath } from '../../../apps/console/src/features/preview/urls';
import { setupSearchUrl, setupSettingsPath } from '../../../apps/console/src/features/setup/urls';
import { notFoundPath } from '../../../apps/console/src/features/shell/urls';
import { supportPath } from '../../../apps/console/src/features/support/urls';
import { termsPath } from '../../../apps/console/src/features/terms/urls';
import * as vm from '../../../apps/console/src/features/visual-machine/urls';
import * as wizard from '../../../apps/console/src/features/wizard/urls';
import { dialogUrl } from '../../../apps/console/src/lib/url/dialog-url';

/**
 * Every console route, built from the console's own `urls.ts` so a renamed path breaks here rather
 * than silently dropping out of the accessibility and translation checks.
 */
export interface ConsoleRoute {
  /** Path and query, e.g. `/setup/search?action=import-code`. */
  path: string;
  /** The route opens a dialog (`?action=`): it counts as shown once the dialog is on screen. */
  dialog?: boolean;
}

const screen = (path: string): ConsoleRoute => ({ path });
const dialog = (path: string): ConsoleRoute => ({ path, dialog: true });

/** The access screens, seen without a session. */
export const anonymousRoutes: readonly ConsoleRoute[] = [
  screen(auth.loginPath),
  screen(auth.signupPath),
  screen(auth.activationMailPath),
  screen(auth.activationPath),
  screen(auth.crmLoginPath),
  screen(auth.forgotPasswordPath),
  screen(auth.recoveryPath),
  screen(termsPath),
  screen(notFoundPath),
];

/** Identifiers some routes need: a product and a query of the shop. */
export interface RouteSubjects {
  productId: string;
  query: string;
}

/** The demo shop's first product and a query its catalogue answers. */
export const demoSubjects: RouteSubjects = { productId: 'DEMO-1', query: 'scarpe' };

/** The signed-in screens that need no saved item, with their cheap `?action=` dialogs. */
export function signedInRoutes(subjects: RouteSubjects = demoSubjects): ConsoleRoute[] {
  const editor = (list: string) => vm.vmEditorUrl(list);
  return [
    screen(dashboardPath),
    screen(`${dashboardPath}?list=no_results_queries`),
    dialog(dialogUrl(dashboardPath, notificationsAction)),
    screen(analytics.analyticsOverviewPath),
    screen(analytics.analyticsQueriesPath),
    screen(analytics.queryListUrl('noResults', '')),
    screen(analytics.queryDetailUrl(subjects.query, '')),
    screen(analytics.productDetailUrl(subjects.productId, '')),
    screen(analytics.analyticsFiltersPath),
    screen(analytics.filtersUrl('', 'brand')),
    screen(analytics.analyticsLearningPath),
    screen(marketPricesPath),
    screen(setupSearchUrl()),
    dialog(setupSearchUrl('import-code')),
    screen(setupSettingsPath),
    screen(fineTuningPath),
    dialog(fineTuningUrl('edit-synonyms')),
    dialog(fineTuningUrl('edit-stopwords')),
    dialog(fineTuningUrl('edit-ips')),
    dialog(historyUrl(fineTuningPath)),
    screen(layout.layoutDesignGeneralPath),
    dialog(layout.refineSortingUrl(0)),
    dialog(dialogUrl(layout.layoutDesignGeneralPath, layout.layoutDesignActions.facetOrder)),
    screen(layout.layoutDesignDesktopPath),
    screen(layout.layoutDesignMobilePath),
    screen(layout.layoutDesignCardPath),
    screen(previewPath),
    dialog(previewExplainUrl(subjects.query)),
    screen(vm.campaignsPath),
    screen(editor(vm.campaignsPath)),
    dialog(vm.vmEditorDialogUrl(editor(vm.campaignsPath), 'choose-products', 0)),
    screen(vm.bannersPath),
    screen(editor(vm.bannersPath)),
    screen(vm.recommendationsPath),
    screen(editor(vm.recommendationsPath)),
    dialog(dialogUrl(editor(vm.recommendationsPath), vm.recommendationActions.conditionsGuide)),
    dialog(dialogUrl(editor(vm.recommendationsPath), vm.recommendationActions.relevance)),
    screen(billing.billingOverviewPath),
    screen(billing.billingPlansPath),
    screen(billing.billingInformationPath),
    screen(accountPath),
    screen(supportPath),
    screen(termsPath),
    screen(notFoundPath),
  ];
}

/**
 * The signed-in screens whose content comes from the shop's traffic, catalogue or saved items:
 * what a shop without traffic shows differently (empty states). Configuration screens read the same
 * with or without traffic, so the demo's visit covers them.
 */
export function trafficRoutes(subjects: RouteSubjects): ConsoleRoute[] {
  const dependsOnTraffic = [
    dashboardPath,
    analytics.analyticsPath,
    marketPricesPath,
    '/setup/',
    previewPath,
    vm.visualMachinePath,
    billing.billingOverviewPath,
  ];
  return signedInRoutes(subjects).filter(
    (route) =>
      dependsOnTraffic.some((prefix) => route.path.startsWith(prefix)) &&
      !route.path.endsWith(`/${vm.NEW_ITEM_SEGMENT}`) &&
      !route.path.includes(`/${vm.NEW_ITEM_SEGMENT}?`),
  );
}

/** The onboarding wizard's steps: where an account without a shop lands. */
export const wizardRoutes: readonly ConsoleRoute[] = [
  screen(wizard.wizardPath),
  screen(wizard.wizardCmsPath),
  screen(wizard.wizardShopPath),
  screen(wizard.wizardSettingsPath),
];

/**
 * What an account without a shop can open: the wizard, where the shop screens send it, and the
 * account-level screens.
 */
export const noShopRoutes: readonly ConsoleRoute[] = [
  ...wizardRoutes,
  screen(dashboardPath),
  screen(billing.billingOverviewPath),
  screen(billing.billingPlansPath),
  screen(accountPath),
  screen(supportPath),
];

/**
 * Saved Visual Machine items whose editors to visit; absent ones are skipped. The banner campaign's
 * second banner is a card banner, whose position grid opens as a side panel.
 */
export interface SavedItems {
  campaign?: string;
  banner?: string;
  recommendation?: string;
}

/** The editors of saved items, which show more than a new item's (e.g. the delete button). */
export function savedItemRoutes(items: SavedItems): ConsoleRoute[] {
  const routes: ConsoleRoute[] = [];
  if (items.campaign) routes.push(screen(vm.vmEditorUrl(vm.campaignsPath, items.campaign)));
  if (items.banner) {
    const path = vm.vmEditorUrl(vm.bannersPath, items.banner);
    routes.push(screen(path), dialog(vm.vmEditorDialogUrl(path, 'choose-position', 1)));
  }
  if (items.recommendation) {
    const path = vm.vmEditorUrl(vm.recommendationsPath, items.recommendation);
    routes.push(screen(path), dialog(dialogUrl(path, vm.recommendationActions.preview)));
  }
  return routes;
}
