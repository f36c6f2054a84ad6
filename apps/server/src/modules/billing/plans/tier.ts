import type { ClientConfiguration, Plan } from '@trova/contracts';

/**
 * A count as the tier labels write it: 5.000 → `5K`, 1.500.000 → `1.5M`, 0 → `unlimited`.
 * @example countLabel(250_000) // '250K'
 */
export function countLabel(count: number): string {
  if (count <= 0) return 'unlimited';
  if (count >= 1_000_000) return `${Number((count / 1_000_000).toFixed(1))}M`;
  if (count >= 1_000) return `${Number((count / 1_000).toFixed(1))}K`;
  return String(count);
}

/**
 * `GET customers/me/tier` from the selected plan (docs/product/billing.md#client-tier): the tier is
 * the plan (its title, its monthly threshold as both limits), `balance` the queries metered this
 * month and `remaining` what is left of the threshold (0 once past it; a threshold of 0 is
 * unlimited, and so is what remains, answered as 0).
 * @example tierOf(plan).remaining // 1_588
 */
export function tierOf(plan: Plan): ClientConfiguration {
  const threshold = plan.usage?.threshold ?? plan.queries.threshold;
  const requests = plan.usage?.requests ?? 0;
  return {
    tier: {
      label: plan.title,
      limit: threshold,
      limitLabel: countLabel(threshold),
      limitMonth: threshold,
      limitMonthLabel: countLabel(threshold),
    },
    balance: requests,
    remaining: Math.max(0, threshold - requests),
  };
}
