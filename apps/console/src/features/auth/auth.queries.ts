import { useMutation } from '@tanstack/react-query';
import type { Session } from '@trova/contracts';
import { storeSession } from '../../lib/api/session-store';

/** Starts loading the access calls early, e.g. when the visitor focuses a form. */
export function loadAuthCalls() {
  return import('./auth-calls.queries');
}

export type LoginOutcome =
  { kind: 'ok' } | { kind: 'try-again' } | { kind: 'failed'; code: string | undefined };

/**
 * A session without an API key, or any ERROR, fails with the code's message
 * (docs/product/access.md#login); an API key arriving with an ERROR status only asks to try again.
 */
export function loginOutcome(session: Session): LoginOutcome {
  if (session.status === 'OK' && session.api_key) return { kind: 'ok' };
  if (session.api_key) return { kind: 'try-again' };
  return { kind: 'failed', code: session.code };
}

/** Stores token and key of a successful session answer (docs/product/access.md#session). */
function keep(session: Session): LoginOutcome {
  const outcome = loginOutcome(session);
  if (outcome.kind === 'ok') storeSession({ token: session.jwt, apiKey: session.api_key });
  return outcome;
}

export function useLogin() {
  return useMutation({
    mutationFn: async (body: { username: string; password: string; altcha?: string }) =>
      keep(await (await loadAuthCalls()).login(body)),
  });
}

export function useCrmLogin() {
  return useMutation({
    mutationFn: async ({ id, token }: { id: string; token: string }) =>
      keep(await (await loadAuthCalls()).crmLogin(id, token)),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: async (body: {
      email: string;
      password: string;
      language_iso: 'en' | 'it';
      altcha?: string;
    }) => (await loadAuthCalls()).signup(body),
  });
}

export function useActivation() {
  return useMutation({
    mutationFn: async ({ id, key }: { id: string; key: string }) =>
      (await loadAuthCalls()).activate(id, key),
  });
}

export function useRecoveryRequest() {
  return useMutation({
    mutationFn: async (email: string) => (await loadAuthCalls()).requestRecovery(email),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async ({ code, password }: { code: string; password: string }) =>
      (await loadAuthCalls()).resetPassword(code, password),
  });
}
