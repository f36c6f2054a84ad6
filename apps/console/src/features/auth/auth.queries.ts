import { useMutation } from '@tanstack/react-query';
import { accountApi, type Session } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { storeSession } from '../../lib/api/session-store';
import { ensureOk } from '../account/account.queries';

export type LoginOutcome =
  { kind: 'ok' } | { kind: 'try-again' } | { kind: 'failed'; code: string | undefined };

/**
 * Document 000 §8: a session without an API key, or any ERROR, fails with the code's message;
 * an API key arriving with an ERROR status only asks to try again.
 */
export function loginOutcome(session: Session): LoginOutcome {
  if (session.status === 'OK' && session.api_key) return { kind: 'ok' };
  if (session.api_key) return { kind: 'try-again' };
  return { kind: 'failed', code: session.code };
}

/** Stores token and key of a successful session answer (document 000 §4). */
function keep(session: Session): LoginOutcome {
  const outcome = loginOutcome(session);
  if (outcome.kind === 'ok') storeSession({ token: session.jwt, apiKey: session.api_key });
  return outcome;
}

export function useLogin() {
  return useMutation({
    mutationFn: async (body: { username: string; password: string; altcha?: string }) =>
      keep(await apiClient.call(accountApi.login, { body })),
  });
}

export function useCrmLogin() {
  return useMutation({
    mutationFn: async ({ id, token }: { id: string; token: string }) =>
      keep(await apiClient.call(accountApi.crmLogin, { params: { id }, body: { token } })),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: async (body: {
      email: string;
      password: string;
      language_iso: 'en' | 'it';
      altcha?: string;
    }) => ensureOk(await apiClient.call(accountApi.signup, { body })),
  });
}

export function useActivation() {
  return useMutation({
    mutationFn: async ({ id, key }: { id: string; key: string }) =>
      ensureOk(await apiClient.call(accountApi.activate, { params: { id }, body: { key } })),
  });
}

export function useRecoveryRequest() {
  return useMutation({
    mutationFn: async (email: string) =>
      ensureOk(await apiClient.call(accountApi.requestRecovery, { body: { email } })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async ({ code, password }: { code: string; password: string }) =>
      ensureOk(
        await apiClient.call(accountApi.resetPassword, { params: { code }, body: { password } }),
      ),
  });
}
