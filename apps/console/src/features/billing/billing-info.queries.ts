import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi, type BillingInfo } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../../lib/api/ensure-ok';
import { accountKeys } from '../account/account.queries';
import type { BillingFormValues } from './billing-info-form.rules';

/**
 * `PUT customers/me` with the billing fields. On OK the stored info is replaced by what was sent
 * (docs/product/billing.md#billing-information); an ERROR answer is a failure like any other.
 */
export function useUpdateBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: BillingFormValues) =>
      ensureOk(
        await apiClient.call(accountApi.updateCustomer, {
          body: { ...values, country: values.country.toUpperCase() },
        }),
      ),
    onSuccess: (_answer, values) => {
      queryClient.setQueryData<BillingInfo>(accountKeys.customer, (stored) => ({
        ...values,
        isDeactivating: stored?.isDeactivating ?? false,
      }));
    },
  });
}
