import { firstSyncFailed, shopStatus } from '@trova/contracts';
import { crmLoginPath } from '../auth/urls';
import { demoPath } from '../demo/urls';
import { previewPath } from '../preview/urls';
import {
  ANALYTICS_OVERVIEW_PATH,
  LOGIN_PATH,
  PARENT_FIRST_CHILD,
  WIZARD_SETTINGS_PATH,
  WIZARD_START_PATH,
  isHomePath,
  isPublicPath,
  isShopScreen,
  isWizardPath,
  isWizardStepAllowedWhileConfiguring,
  normalisePath,
} from './guard-routes';
import type { EditingKind } from './unsaved-changes-store';

export interface GuardShop {
  readonly id: string;
  readonly last_sync_start_time: number | null;
  readonly last_index_start_time: number | null;
  /** Read to tell a shop whose first sync failed (see firstSyncFailed). */
  readonly isSynchronizing?: boolean;
  readonly skus?: number;
  readonly syncError?: { readonly code: string } | null;
}

export interface GuardInput {
  /** Path being navigated to. */
  readonly to: string;
  /** Path being left; null on the first load, when there is nothing to leave. */
  readonly from: string | null;
  readonly hasToken: boolean;
  readonly unsavedChanges: boolean;
  readonly editing: EditingKind | null;
  /** The caller's shops; null when not loaded (no session, or the call failed). */
  readonly shops: readonly GuardShop[] | null;
  readonly currentShopId: string | null;
}

export type GuardDecision =
  | { readonly kind: 'allow'; readonly openShopId?: string }
  | { readonly kind: 'redirect'; readonly to: string; readonly openShopId?: string }
  | { readonly kind: 'confirm-discard'; readonly target: string }
  | { readonly kind: 'confirm-unsaved'; readonly target: string };

function isLeaving(input: GuardInput): input is GuardInput & { from: string } {
  return input.from !== null && normalisePath(input.from) !== normalisePath(input.to);
}

/**
 * One pass of the navigation guard's routing (steps 5 and 6;
 * docs/product/shell.md#navigation-guard), in the order of its rules. Pure: loading, polling and
 * dialogs live in the React Router integration.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const to = normalisePath(input.to);
  const shops = input.shops ?? [];
  const waiting = shops.filter((shop) => shopStatus(shop) === 'configuring');
  // A shop whose first sync failed holds nobody on its settings step: the owner may add another
  // shop (docs/product/onboarding.md#a-failed-sync).
  const configuring = waiting.find((shop) => !firstSyncFailed(shop));
  const completed = shops.filter((shop) => shopStatus(shop) === 'completed');
  const currentKnown = shops.some(
    (shop) => shop.id === input.currentShopId && shopStatus(shop) !== 'toBeConfigured',
  );

  // Step 5.
  if (to === WIZARD_SETTINGS_PATH && configuring && input.hasToken) return { kind: 'allow' };
  if (to === demoPath || to === previewPath) return { kind: 'allow' };
  if (input.hasToken && completed.length > 0 && !currentKnown) {
    const openShopId = completed[0]!.id;
    return to === ANALYTICS_OVERVIEW_PATH
      ? { kind: 'allow', openShopId }
      : { kind: 'redirect', to: ANALYTICS_OVERVIEW_PATH, openShopId };
  }
  if (input.hasToken && completed.length === 0 && !currentKnown && waiting.length > 0) {
    // Without a completed shop, the first configuring one is current, so no screen lacks a shop.
    const openShopId = waiting[0]!.id;
    const decision = decideNavigation({ ...input, currentShopId: openShopId });
    return decision.kind === 'allow' || decision.kind === 'redirect'
      ? { ...decision, openShopId: decision.openShopId ?? openShopId }
      : decision;
  }
  if (configuring && isWizardPath(to) && !isWizardStepAllowedWhileConfiguring(to)) {
    return { kind: 'redirect', to: WIZARD_SETTINGS_PATH, openShopId: configuring.id };
  }
  if (to === ANALYTICS_OVERVIEW_PATH && input.shops !== null && completed.length === 0) {
    return { kind: 'redirect', to: WIZARD_START_PATH };
  }
  if (input.hasToken && input.shops !== null && shops.length === 0 && isShopScreen(to)) {
    return { kind: 'redirect', to: WIZARD_START_PATH };
  }
  const firstChild = PARENT_FIRST_CHILD[to];
  if (firstChild) return { kind: 'redirect', to: firstChild };
  // crm-login exists to replace the session, so an existing one must not bounce it to the wizard.
  if (input.hasToken && isHomePath(to) && to !== crmLoginPath) {
    return { kind: 'redirect', to: WIZARD_START_PATH };
  }
  if (input.editing && isLeaving(input)) return { kind: 'confirm-discard', target: input.to };

  // Step 6.
  if (
    input.unsavedChanges &&
    isLeaving(input) &&
    !isWizardPath(input.from) &&
    normalisePath(input.from) !== previewPath
  ) {
    return { kind: 'confirm-unsaved', target: input.to };
  }
  if (isPublicPath(to) || input.hasToken) return { kind: 'allow' };
  return { kind: 'redirect', to: LOGIN_PATH };
}

const MAX_REDIRECTS = 5;

/**
 * Follows the guard's redirects to where the navigation really ends, as the original guard did by
 * re-running on each redirect. Shops to open along the way are applied to later passes.
 */
export function resolveNavigation(input: GuardInput): GuardDecision {
  let current = input;
  let openShopId: string | undefined;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const decision = decideNavigation(current);
    if (decision.kind !== 'redirect') {
      if (decision.kind !== 'allow') return decision;
      openShopId = decision.openShopId ?? openShopId;
      if (normalisePath(current.to) === normalisePath(input.to)) {
        return openShopId ? { kind: 'allow', openShopId } : { kind: 'allow' };
      }
      return openShopId
        ? { kind: 'redirect', to: current.to, openShopId }
        : { kind: 'redirect', to: current.to };
    }
    openShopId = decision.openShopId ?? openShopId;
    current = { ...current, to: decision.to, currentShopId: openShopId ?? current.currentShopId };
  }
  // A loop of redirects means the rules disagree; stop where they led rather than spin.
  return { kind: 'redirect', to: current.to };
}
