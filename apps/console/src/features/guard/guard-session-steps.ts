import type { QueryClient } from '@tanstack/react-query';
import type { Shop } from '@trova/contracts';
import { customerQuery, languagesQuery, meQuery, planQuery } from '../account/account.queries';
import { ensureNotificationPoll } from '../notifications/notification-poll';
import { unreadCountQuery } from '../notifications/notifications.queries';
import { shopKeys } from '../shops/shop-keys';
import { recheckShops, shopListQuery } from '../shops/shops.queries';
import { getUnsavedChanges } from './unsaved-changes-store';
import { applyUserLanguage } from './user-language';

/**
 * The guard's steps for a signed-in user (steps 1–4 after the configuration;
 * docs/product/shell.md#navigation-guard).
 * Loaded on demand: the login route has no session and needs none of these calls or schemas.
 * Returns the shops, or null when they could not be loaded.
 */
export async function runSessionSteps(queryClient: QueryClient): Promise<readonly Shop[] | null> {
  // Step 1, second half: only signed-in screens offer a language list.
  void queryClient.prefetchQuery(languagesQuery);

  // Step 2: refreshed on every navigation.
  void queryClient.prefetchQuery(customerQuery);
  void queryClient.prefetchQuery(planQuery);
  void queryClient.prefetchQuery(unreadCountQuery);
  void queryClient
    .fetchQuery(meQuery)
    .catch(() => null)
    .then(applyUserLanguage);

  // Step 3.
  ensureNotificationPoll(queryClient);

  // Step 4: while edits are pending the shops stay as they are, so the edited one is not replaced.
  if (getUnsavedChanges().unsavedChanges) return queryClient.getQueryData(shopKeys.list) ?? null;
  try {
    const shops = await queryClient.fetchQuery(shopListQuery);
    // Step 4 ends with the indexing and sync checks: the app-wide polls ask again now.
    void recheckShops(queryClient);
    return shops;
  } catch {
    return queryClient.getQueryData(shopKeys.list) ?? null;
  }
}
