/**
 * Route classes the navigation guard reasons about (docs/product/shell.md#routes,
 * #navigation-guard).
 */
import { analyticsOverviewPath, analyticsPath } from '../analytics/urls';
import * as auth from '../auth/urls';
import { billingOverviewPath, billingPath } from '../billing/urls';
import { dashboardPath } from '../dashboard/urls';
import { demoPath } from '../demo/urls';
import { fineTuningPath } from '../fine-tuning/urls';
import { layoutDesignGeneralPath, layoutDesignPath } from '../layout-design/urls';
import { previewPath } from '../preview/urls';
import { setupPath, setupSearchPath } from '../setup/urls';
import { notFoundPath } from '../shell/urls';
import { termsPath } from '../terms/urls';
import { campaignsPath, visualMachinePath } from '../visual-machine/urls';
import { wizardPath, wizardSettingsPath, wizardShopPath } from '../wizard/urls';

export const LOGIN_PATH = auth.loginPath;
export const WIZARD_START_PATH = wizardPath;
export const WIZARD_SETTINGS_PATH = wizardSettingsPath;
export const ANALYTICS_OVERVIEW_PATH = analyticsOverviewPath;

/** Login, signup, activation, recovery and crm-login: no menu, reachable without a session. */
export const HOME_PATHS: readonly string[] = [
  auth.loginPath,
  auth.loginAliasPath,
  auth.signupPath,
  auth.activationMailPath,
  auth.activationPath,
  auth.crmLoginPath,
  auth.forgotPasswordPath,
  auth.recoveryPath,
];

/**
 * Anonymous visitors may also see these: the menu-less pages, and the contract terms, which signup
 * links to before an account exists.
 */
const OTHER_PUBLIC_PATHS: readonly string[] = [previewPath, demoPath, notFoundPath, termsPath];

/** Parent routes land on their first child. */
export const PARENT_FIRST_CHILD: Readonly<Record<string, string>> = {
  [billingPath]: billingOverviewPath,
  [visualMachinePath]: campaignsPath,
  [layoutDesignPath]: layoutDesignGeneralPath,
  [analyticsPath]: ANALYTICS_OVERVIEW_PATH,
  [setupPath]: setupSearchPath,
};

/**
 * Screens that show one shop's data or settings: without any shop they have nothing to load, so
 * the guard sends the owner to the wizard instead (billing, account and support are the account's).
 */
const SHOP_SCREEN_PATHS: readonly string[] = [
  dashboardPath,
  analyticsPath,
  setupPath,
  fineTuningPath,
  layoutDesignPath,
  visualMachinePath,
];

/** True for a screen of SHOP_SCREEN_PATHS or one of its tabs and editors. */
export function isShopScreen(path: string): boolean {
  const normalised = normalisePath(path);
  return SHOP_SCREEN_PATHS.some(
    (screen) => normalised === screen || normalised.startsWith(`${screen}/`),
  );
}

/** Wizard steps a configuring shop may stay on: start, shop and settings. */
const WIZARD_STEPS_WHILE_CONFIGURING: readonly string[] = [
  WIZARD_START_PATH,
  wizardShopPath,
  WIZARD_SETTINGS_PATH,
];

/** `/billing/` and `/billing` are the same route. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isHomePath(path: string): boolean {
  return HOME_PATHS.includes(normalisePath(path));
}

export function isPublicPath(path: string): boolean {
  const normalised = normalisePath(path);
  return HOME_PATHS.includes(normalised) || OTHER_PUBLIC_PATHS.includes(normalised);
}

export function isWizardPath(path: string): boolean {
  const normalised = normalisePath(path);
  return normalised === WIZARD_START_PATH || normalised.startsWith(`${WIZARD_START_PATH}/`);
}

export function isWizardStepAllowedWhileConfiguring(path: string): boolean {
  return WIZARD_STEPS_WHILE_CONFIGURING.includes(normalisePath(path));
}
