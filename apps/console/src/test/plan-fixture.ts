import type { Plan } from '@trova/contracts';

/** An active monthly Start plan as `GET customers/me/plan` answers it, for the screen tests. */
export function testPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    key: 'start',
    title: 'Start',
    desc: '',
    price: { monthly: 49, yearly: 529 },
    queries: { threshold: 10000 },
    requestsLimit: 0,
    isMonthly: true,
    isActive: true,
    isRegular: true,
    isAutomatic: true,
    isCustom: false,
    subscriptionTimestamp: 1_700_000_000,
    periodStartTimestamp: 1_700_000_000,
    endTimestamp: null,
    pendingPlan: null,
    discount: null,
    ...overrides,
  };
}
