import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountApi,
  billingApi,
  NOTIFICATIONS_PAGE_SIZE,
  PLAN_REFRESH_MS,
  type Plan,
  type PlanChangePayload,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { hasSessionToken } from '../../lib/api/session-store';
import { accountKeys, planQuery } from '../account/account.queries';
import { yearRange } from './billing-dates';
import { lastPaymentFailed } from './billing-state.rules';

type Signal = { signal: AbortSignal };

export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  history: (year: number) => ['billing', 'history', year] as const,
  paymentNotices: ['billing', 'payment-notices'] as const,
};

/**
 * The customer's plan list (`GET customers/me/plan`; its first item is the selected plan, an empty
 * list the trial). The plans screen asks again every 10 s (docs/product/billing.md#plans-screen) so
 * a pending change shows up when it lands.
 */
export function useCustomerPlan(options: { refresh?: boolean } = {}) {
  return useQuery({
    ...planQuery,
    enabled: hasSessionToken(),
    refetchInterval: options.refresh ? PLAN_REFRESH_MS : false,
  });
}

/** `GET plans`: every plan with its prices, as the operator's plans file sets them. */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }: Signal) => apiClient.call(billingApi.plans, { signal }),
  });
}

/** Consumption and invoice entries of one calendar year (docs/product/billing.md#history). */
export function usePaymentHistory(year: number) {
  return useQuery({
    queryKey: billingKeys.history(year),
    queryFn: ({ signal }: Signal) =>
      apiClient.call(billingApi.paymentHistory, { query: yearRange(year), signal }),
  });
}

/** `GET customers/me/invoices/{id}`: the invoice as a base64 PDF. */
export function useInvoiceDownload() {
  return useMutation({
    mutationFn: (invoiceId: string) =>
      apiClient.call(billingApi.invoice, { params: { invoiceId } }),
  });
}

/**
 * The plan calls answer the customer's new plan list: it replaces the cached one at once. Billing
 * info (its isDeactivating drives the tabs' warning) and the history, which a change may add an
 * invoice to, are asked again.
 */
function usePlanMutation<V>(call: (variables: V) => Promise<Plan[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (plans) => {
      queryClient.setQueryData(accountKeys.plan, plans);
      void queryClient.invalidateQueries({ queryKey: accountKeys.customer, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['billing', 'history'] });
    },
  });
}

/** `PUT customers/me/plan`: subscribe, upgrade or change the billing cycle. */
export function useChangePlan() {
  return usePlanMutation((body: PlanChangePayload) =>
    apiClient.call(billingApi.changePlan, { body }),
  );
}

/** `DELETE customers/me/plan/pending`: withdraws a plan change that has not taken effect. */
export function useCancelPendingPlan() {
  return usePlanMutation(() => apiClient.call(billingApi.cancelPendingPlan, {}));
}

/** `DELETE customers/me/active`: cancels at the end of the billing period. */
export function useCancelPlan() {
  return usePlanMutation(() => apiClient.call(billingApi.cancel, {}));
}

/** `POST customers/me/active`: takes a cancellation back before the period ends, at no cost. */
export function useReactivatePlan() {
  return usePlanMutation(() => apiClient.call(billingApi.reactivate, {}));
}

/**
 * Whether a payment failed, from the newest notifications (their payment codes only): a failure
 * warns until a later payment succeeds (docs/product/notifications.md#codes).
 */
export function usePaymentFailed(enabled: boolean): boolean {
  const page = useQuery({
    queryKey: billingKeys.paymentNotices,
    queryFn: ({ signal }: Signal) =>
      apiClient.call(accountApi.notifications, {
        query: { from: 1, size: NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    enabled: enabled && hasSessionToken(),
    retry: false,
  });
  return enabled && page.data ? lastPaymentFailed(page.data) : false;
}
