/** Route classes the navigation guard reasons about (document 000 §2, §4). */

export const LOGIN_PATH = '/';
export const WIZARD_START_PATH = '/wizard';
export const WIZARD_SETTINGS_PATH = '/wizard/settings';
export const ANALYTICS_OVERVIEW_PATH = '/analytics/overview';

/** Login, signup, activation, recovery and crm-login: no menu, reachable without a session. */
export const HOME_PATHS: readonly string[] = [
  '/',
  '/login',
  '/signup',
  '/activation-mail',
  '/activation',
  '/crm-login',
  '/forgot-password',
  '/recovery',
];

/**
 * Anonymous visitors may also see these: the menu-less pages, and the contract terms, which signup
 * links to before an account exists.
 */
const OTHER_PUBLIC_PATHS: readonly string[] = ['/preview', '/demo', '/notfound', '/terms'];

/** Parent routes land on their first child. */
export const PARENT_FIRST_CHILD: Readonly<Record<string, string>> = {
  '/billing': '/billing/overview',
  '/visualMachine': '/visualMachine/campaigns',
  '/layoutDesign': '/layoutDesign/general',
  '/analytics': ANALYTICS_OVERVIEW_PATH,
  '/setup': '/setup/search',
};

/** Wizard steps a configuring shop may stay on: start, shop and settings. */
const WIZARD_STEPS_WHILE_CONFIGURING: readonly string[] = [
  WIZARD_START_PATH,
  '/wizard/shop',
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
