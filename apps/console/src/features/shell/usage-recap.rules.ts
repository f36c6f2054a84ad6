import {
  completedShopTotals,
  currentQueryThreshold,
  selectedPlan,
  type Plan,
  type Shop,
  type SkuCount,
} from '@trova/contracts';

export interface UsageRecapFigures {
  /** Current SKUs (`GET customers/me/count`, summed); null until known. */
  skus: number | null;
  /** This month's queries over completed shops; null until the shops are known. */
  queries: number | null;
  /** The plan's monthly threshold; null until the plan is known. */
  threshold: number | null;
}

/**
 * The side menu's recap square (docs/product/shell.md): SKUs from the SKU count, this month's
 * queries summed over completed shops, and the current allowance as every billing surface shows
 * it (`currentQueryThreshold`: the trial's until a plan bought during the trial starts).
 */
export function usageRecapFigures(input: {
  skuCount: SkuCount | undefined;
  shops: readonly Shop[] | undefined;
  plans: readonly Plan[] | undefined;
  nowSeconds: number;
}): UsageRecapFigures {
  return {
    skus: input.skuCount
      ? Object.values(input.skuCount).reduce((total, count) => total + count, 0)
      : null,
    queries: input.shops ? completedShopTotals(input.shops).requests : null,
    threshold: input.plans
      ? currentQueryThreshold(selectedPlan(input.plans), input.nowSeconds)
      : null,
  };
}

/** Share of the threshold used, as a percentage capped at 100 for the bar. */
export function usagePercent(queries: number, threshold: number): number {
  if (threshold <= 0) return 100;
  return Math.min(100, (queries / threshold) * 100);
}
