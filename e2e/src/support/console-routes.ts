import type { Page } from 'playwright-core';
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

export type ConsoleLanguage = 'en' | 'it';

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
    dialog(dialogUrl(layout.layoutDesignDesktopPath, layout.layoutDesignActions.showcaseItems)),
    screen(layout.layoutDesignMobilePath),
    screen(layout.layoutDesignCardPath),
    screen(previewPath),
    dialog(previewExplainUrl(subjects.query)),
    screen(vm.campaignsPath),
    screen(editor(vm.campaignsPath)),
    dialog(vm.vmEditorDialogUrl(editor(vm.campaignsPath), 'choose-products', 0)),
    screen(vm.bannersPath),
    screen(editor(vm.bannersPath)),
    dialog(vm.vmEditorDialogUrl(editor(vm.bannersPath), 'choose-position', 0)),
    screen(vm.recommendationsPath),
    screen(editor(vm.recommendationsPath)),
    dialog(dialogUrl(editor(vm.recommendationsPath), vm.recommendationActions.conditionsGuide)),
    dialog(dialogUrl(editor(vm.recommendationsPath), vm.recommendationActions.relevance)),
    screen(billing.billingOverviewPath),
    screen(billing.billingPlansPath),
    dialog(dialogUrl(billing.billingPlansPath, billing.subscribePlanAction, { option: 'start' })),
    screen(billing.billingInformationPath),
    screen(accountPath),
    screen(supportPath),
    screen(termsPath),
    screen(notFoundPath),
  ];
}

/** The onboarding wizard's steps: where an account without a shop lands. */
export const wizardRoutes: readonly ConsoleRoute[] = [
  screen(wizard.wizardPath),
  screen(wizard.wizardCmsPath),
  screen(wizard.wizardShopPath),
  screen(wizard.wizardSettingsPath),
];

/** Saved Visual Machine items whose editors to visit; absent ones are skipped. */
export interface SavedItems {
  campaign?: string;
  banner?: string;
  recommendation?: string;
}

/** The editors of saved items, which show more than a new item's (e.g. the delete button). */
export function savedItemRoutes(items: SavedItems): ConsoleRoute[] {
  const routes: ConsoleRoute[] = [];
  if (items.campaign) routes.push(screen(vm.vmEditorUrl(vm.campaignsPath, items.campaign)));
  if (items.banner) routes.push(screen(vm.vmEditorUrl(vm.bannersPath, items.banner)));
  if (items.recommendation) {
    const path = vm.vmEditorUrl(vm.recommendationsPath, items.recommendation);
    routes.push(screen(path), dialog(dialogUrl(path, vm.recommendationActions.preview)));
  }
  return routes;
}

/** The console's storage keys (lib/api/session-store.ts, i18n/language.ts). */
const LANGUAGE_KEY = 'trova.language';
const TOKEN_KEY = 'trova.token';
const API_KEY_KEY = 'trova.apiKey';

/**
 * Makes every page of the page's context open in `language` and, with a session, signed in, as
 * after the language selector and the login form. Call once per context, before its first visit.
 */
export async function prepareConsoleContext(
  page: Page,
  language: ConsoleLanguage,
  session?: { jwt: string; apiKey: string },
): Promise<void> {
  await page.context().addInitScript(
    ([keys, values]) => {
      keys.forEach((key, index) => {
        const value = values[index];
        if (value) window.localStorage.setItem(key, value);
      });
    },
    [
      [LANGUAGE_KEY, TOKEN_KEY, API_KEY_KEY],
      [language, session?.jwt ?? '', session?.apiKey ?? ''],
    ] as const,
  );
}

/**
 * Opens `route` and waits until it has settled: the screen rendered, no loader, skeleton or busy
 * region, the dialog open when the route names one, no running transition, and no API call in
 * flight. Returns the path (with query) the console ended on, since some routes redirect.
 */
export async function visitRoute(
  page: Page,
  baseUrl: string,
  route: ConsoleRoute,
): Promise<string> {
  const inFlight = trackApiCalls(page);
  try {
    await page.goto(`${baseUrl}${route.path}`);
    await waitForSettled(page, route.dialog === true, inFlight);
  } finally {
    inFlight.stop();
  }
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

interface ApiCalls {
  /** Resolves once no API call is in flight. */
  idle: () => Promise<void>;
  count: () => number;
  stop: () => void;
}

function trackApiCalls(page: Page): ApiCalls {
  const pending = new Set<unknown>();
  let waiters: (() => void)[] = [];
  const start = (request: { url: () => string }) => {
    if (request.url().includes('/API/')) pending.add(request);
  };
  const end = (request: { url: () => string }) => {
    if (!pending.delete(request) || pending.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    idle: () =>
      pending.size === 0 ? Promise.resolve() : new Promise((wake) => waiters.push(wake)),
    count: () => pending.size,
    stop: () => {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

/** How long the network must stay quiet: polling screens ask again only every few seconds. */
const QUIET_MS = 150;

async function waitForSettled(page: Page, dialog: boolean, calls: ApiCalls): Promise<void> {
  for (;;) {
    await page.waitForFunction(isScreenSettled, dialog);
    await calls.idle();
    // A screen that just rendered may fire its next query on the following tick.
    await page.waitForTimeout(QUIET_MS);
    if (calls.count() === 0 && (await page.evaluate(isScreenSettled, dialog))) return;
  }
}

/** Runs in the page: whether the console shows a finished screen. */
function isScreenSettled(dialog: boolean): boolean {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return false;
  const busy = document.querySelector(
    '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]',
  );
  if (busy) return false;
  if (dialog && !document.querySelector('[role="dialog"]')) return false;
  return document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
    );
}
