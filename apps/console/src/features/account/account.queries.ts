import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, type UserMeUpdate } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../../lib/api/ensure-ok';
import { hasSessionToken, readSession, storeSession } from '../../lib/api/session-store';

export const accountKeys = {
  me: ['users', 'me'] as const,
  customer: ['customers', 'me'] as const,
  plan: ['customers', 'me', 'plan'] as const,
  languages: ['languages'] as const,
};

type Signal = { signal: AbortSignal };

export const meQuery = {
  queryKey: accountKeys.me,
  queryFn: ({ signal }: Signal) => apiClient.call(accountApi.getMe, { signal }),
};
export const customerQuery = {
  queryKey: accountKeys.customer,
  queryFn: ({ signal }: Signal) => apiClient.call(accountApi.getCustomer, { signal }),
};
export const planQuery = {
  queryKey: accountKeys.plan,
  queryFn: ({ signal }: Signal) => apiClient.call(accountApi.plan, { signal }),
};
export const languagesQuery = {
  queryKey: accountKeys.languages,
  queryFn: ({ signal }: Signal) => apiClient.call(accountApi.languages, { signal }),
  staleTime: Infinity,
};

/** The signed-in user's info; the guard refreshes it on every navigation. */
export function useMe() {
  return useQuery({ ...meQuery, enabled: hasSessionToken() });
}

export function useLanguages() {
  return useQuery(languagesQuery);
}

/**
 * `PUT users/me` with user fields, a password change or a language; refreshes the user after. A
 * password change answers the new API key, kept with the session so every screen shows the live one
 * (docs/product/access.md#api-key).
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserMeUpdate) =>
      ensureOk(await apiClient.call(accountApi.updateMe, { body })),
    onSuccess: ({ api_key: apiKey }) => {
      const { token } = readSession();
      if (apiKey && token) storeSession({ token, apiKey });
      return queryClient.invalidateQueries({ queryKey: accountKeys.me });
    },
  });
}

/** `PUT customers/me` with a reseller code. */
export function useUpdateResellerCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resellerCode: string) =>
      ensureOk(await apiClient.call(accountApi.updateCustomer, { body: { resellerCode } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
