import { emptyBillingInfo, type BillingInfo, type Plan, type PlanKey } from '@trova/contracts';
import { testPlan } from '../../test/plan-fixture';

/** Complete billing info of an Italian company, as `GET customers/me` answers it. */
export function completeBillingInfo(overrides: Partial<BillingInfo> = {}): BillingInfo {
  return {
    ...emptyBillingInfo(),
    firstName: 'Anna',
    lastName: 'Rossi',
    companyName: 'Negozio srl',
    address: 'Via Roma 1',
    email: 'fatture@negozio.it',
    city: 'Milano',
    vat: 'IT01234567890',
    country: 'IT',
    state: 'Lombardia',
    zip: '20100',
    sdi: 'ABC1234',
    pec: 'negozio@pec.it',
    ...overrides,
  };
}

const PRICES: Record<string, [number, number, number]> = {
  little: [19, 205.2, 1_000],
  start: [49, 529.2, 10_000],
  standard: [149, 1609.2, 100_000],
  advanced: [299, 3229.2, 250_000],
  enterprise: [0, 0, 250_000],
};

/** `GET plans` as an operator's plans file might set it. */
export function offeredPlans(): Plan[] {
  return Object.entries(PRICES).map(([key, [monthly, yearly, threshold]]) =>
    testPlan({
      key: key as PlanKey,
      title: key.charAt(0).toUpperCase() + key.slice(1),
      price: { monthly, yearly },
      queries: { threshold },
      subscriptionTimestamp: null,
      periodStartTimestamp: null,
    }),
  );
}
