import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import type { Shop } from '@trova/contracts';
import { loadPublicConfig } from '../../lib/api/public-config';
import { hasSessionToken } from '../../lib/api/session-store';
import { getCurrentShopId, setCurrentShopId } from '../shops/current-shop-store';
import { resolveNavigation, type GuardInput } from './guard-decision';
import { getUnsavedChanges } from './unsaved-changes-store';
import { applyUserLanguage } from './user-language';

/**
 * Steps 1–4 of the guard (docs/product/shell.md#navigation-guard); failures never block navigation.
 */
async function loadGuardState(queryClient: QueryClient): Promise<readonly Shop[] | null> {
  // Step 1: the configuration, once per page load.
  await loadPublicConfig().catch(() => undefined);
  if (!hasSessionToken()) {
    // Without a session users/me can only answer ERROR: the interface falls back as for one.
    await applyUserLanguage(null);
    return null;
  }
  const { runSessionSteps } = await import('./guard-session-steps');
  return runSessionSteps(queryClient);
}

export function guardInput(
  to: string,
  from: string | null,
  shops: readonly Shop[] | null,
): GuardInput {
  const { unsavedChanges, editing } = getUnsavedChanges();
  return {
    to,
    from,
    hasToken: hasSessionToken(),
    unsavedChanges,
    editing,
    shops,
    currentShopId: getCurrentShopId(),
  };
}

/**
 * Root loader: runs on every navigation (the root route always revalidates). Confirmations are
 * asked before the navigation starts, by the blocker in GuardRoot; here only redirects remain.
 */
export function createGuardLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    const shops = await loadGuardState(queryClient);
    const decision = resolveNavigation(guardInput(pathname, null, shops));
    if ((decision.kind === 'allow' || decision.kind === 'redirect') && decision.openShopId) {
      setCurrentShopId(decision.openShopId);
    }
    return decision.kind === 'redirect' ? replace(decision.to) : null;
  };
}
