import { useQuery } from '@tanstack/react-query';
import { effectivePlanKey, selectedPlan, type PlanKey } from '@trova/contracts';
import { planQuery } from '../account/account.queries';

/**
 * The effective plan (docs/product/billing.md#effective-plan; an empty plan list is the trial), or
 * null while loading.
 */
export function usePlanKey(): PlanKey | null {
  const plan = useQuery({
    ...planQuery,
    select: (plans) => effectivePlanKey(selectedPlan(plans), Date.now() / 1000),
  });
  return plan.data ?? null;
}
