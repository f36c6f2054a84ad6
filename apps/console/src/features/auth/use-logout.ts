import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/api/session-store';
import { loginPath } from './urls';
import { loadAuthCalls } from './auth.queries';

/**
 * Logout revokes the session on the server, then forgets token and key whatever the answer: a
 * user who asked to leave must not stay signed in because the server was unreachable.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await loadAuthCalls()
      .then((calls) => calls.logout())
      .catch(() => undefined);
    clearSession();
    await navigate(loginPath, { replace: true });
  }, [navigate]);
}
