import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import type { Shop } from '@trova/contracts';
import { publicConfigQuery } from '../../lib/api/public-config.queries';
import { hasSessionToken } from '../../lib/api/session-store';
import { customerQuery, languagesQuery, meQuery, planQuery } from '../account/account.queries';
import { ensureNotificationPoll } from '../notifications/notification-poll';
import { unreadCountQuery } from '../notifications/notifications.queries';
import { getCurrentShopId, setCurrentShopId } from '../shops/current-shop-store';
import { emitShopChecks } from '../shops/shop-events';
import { shopKeys, shopListQuery } from '../shops/shops.queries';
import { resolveNavigation, type GuardInput } from './guard-decision';
import { getUnsavedChanges } from './unsaved-changes-store';
import { applyUserLanguage } from './user-language';

/** Steps 1–4 of the guard (document 000 §4); failures never block navigation. */
async function loadGuardState(queryClient: QueryClient): Promise<readonly Shop[] | null> {
  // Step 1: configuration and language list, each only once.
  await Promise.allSettled([
    queryClient.ensureQueryData(publicConfigQuery),
    queryClient.ensureQueryData(languagesQuery),
  ]);

  const signedIn = hasSessionToken();
  // Step 2: refreshed on every navigation. Without a session they can only answer ERROR, so the
  // calls are skipped and the interface falls back as for an ERROR answer.
  if (signedIn) {
    void queryClient.prefetchQuery(customerQuery);
    void queryClient.prefetchQuery(planQuery);
    void queryClient.prefetchQuery(unreadCountQuery);
    void queryClient
      .fetchQuery(meQuery)
      .catch(() => null)
      .then(applyUserLanguage);
  } else {
    void applyUserLanguage(null);
  }

  // Step 3.
  ensureNotificationPoll(queryClient);

  // Step 4: while edits are pending the shops stay as they are, so the edited one is not replaced.
  if (!signedIn) return null;
  if (getUnsavedChanges().unsavedChanges) return queryClient.getQueryData(shopKeys.list) ?? null;
  try {
    const shops = await queryClient.fetchQuery(shopListQuery);
    emitShopChecks();
    return shops;
  } catch {
    return queryClient.getQueryData(shopKeys.list) ?? null;
  }
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
