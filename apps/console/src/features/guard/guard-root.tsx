import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useBlocker, useLocation, useNavigate } from 'react-router';
import type { Shop } from '@trova/contracts';
import { hasSessionToken, subscribeSession } from '../../lib/api/session-store';
import { shopKeys } from '../shops/shop-keys';
import { resolveNavigation } from './guard-decision';
import { LOGIN_PATH, isPublicPath } from './guard-routes';
import { guardInput } from './navigation-guard';
import { useUnsavedChanges } from './unsaved-changes-store';

// Dialogs are needed only once a navigation is held, so they stay out of the login route's JS.
const GuardDialog = lazy(() =>
  import('./guard-dialog').then((module) => ({ default: module.GuardDialog })),
);

/** Query keys that outlive a session: they carry nothing about the user. */
const PUBLIC_QUERY_ROOTS = new Set(['languages']);

/** Root of every route: the guard's confirmations and the after-navigation check. */
export function GuardRoot() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { unsavedChanges, editing } = useUnsavedChanges();
  const confirmation = (to: string, from: string) => {
    const shops = queryClient.getQueryData<Shop[]>(shopKeys.list) ?? null;
    const decision = resolveNavigation(guardInput(to, from, shops));
    return decision.kind === 'confirm-unsaved' || decision.kind === 'confirm-discard'
      ? decision.kind
      : null;
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      confirmation(nextLocation.pathname, currentLocation.pathname) !== null,
  );
  const held =
    blocker.state === 'blocked' ? confirmation(blocker.location.pathname, pathname) : null;

  // After each navigation: a non-public route without a token goes to login.
  useEffect(() => {
    if (!isPublicPath(pathname) && !hasSessionToken()) {
      void navigate(LOGIN_PATH, { replace: true });
    }
  }, [pathname, navigate]);

  // A session ending mid-page (logout, 'Expired token') leaves signed-in screens and their data.
  useEffect(
    () =>
      subscribeSession((session) => {
        if (session.token) return;
        if (!isPublicPath(window.location.pathname)) void navigate(LOGIN_PATH, { replace: true });
        queryClient.removeQueries({
          predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])),
        });
      }),
    [navigate, queryClient],
  );

  // The browser warns before unloading while changes are unsaved, configuration or a Visual
  // Machine item being edited (docs/product/shell.md#unsaved-changes).
  const warnOnUnload = unsavedChanges || editing !== null;
  useEffect(() => {
    if (!warnOnUnload) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [warnOnUnload]);

  return (
    <>
      <Outlet />
      {held ? (
        <Suspense fallback={null}>
          <GuardDialog kind={held} blocker={blocker} />
        </Suspense>
      ) : null}
    </>
  );
}
