import { describe, expect, it } from 'vitest';
import {
  isPlanActive,
  annualPrice,
  annualPriceCents,
  customerQueryThreshold,
  effectivePlanKey,
  elapsedDaysInPeriod,
  projectedMonthlyQueries,
  queryLimitState,
  recommendedPlanKey,
  selectedPlan,
  shownThreshold,
} from './plan.rules';

const NOW = 1_700_000_000;

describe('effectivePlanKey', () => {
  it('is trial without a plan (empty plan list)', () => {
    expect(effectivePlanKey(selectedPlan([]), NOW)).toBe('trial');
  });

  it('is trial when the key is trial', () => {
    expect(effectivePlanKey({ key: 'trial', subscriptionTimestamp: NOW - 10 }, NOW)).toBe('trial');
  });

  it('is trial while the subscription starts in the future', () => {
    expect(effectivePlanKey({ key: 'standard', subscriptionTimestamp: NOW + 1 }, NOW)).toBe(
      'trial',
    );
  });

  it('is the plan key once the subscription has started', () => {
    expect(effectivePlanKey({ key: 'standard', subscriptionTimestamp: NOW }, NOW)).toBe('standard');
    expect(effectivePlanKey({ key: 'little', subscriptionTimestamp: null }, NOW)).toBe('little');
  });
});

describe('shownThreshold', () => {
  it('shows requestsLimit when set', () => {
    expect(shownThreshold({ requestsLimit: 12_000, queries: { threshold: 10_000 } })).toBe(12_000);
  });
  it('falls back to queries.threshold when requestsLimit is 0', () => {
    expect(shownThreshold({ requestsLimit: 0, queries: { threshold: 10_000 } })).toBe(10_000);
  });
});

describe('customerQueryThreshold', () => {
  it('is the trial threshold for an empty plan list', () => {
    expect(customerQueryThreshold([])).toBe(1_000);
  });
  it("is the selected plan's shown threshold", () => {
    expect(customerQueryThreshold([{ requestsLimit: 0, queries: { threshold: 100_000 } }])).toBe(
      100_000,
    );
    expect(
      customerQueryThreshold([{ requestsLimit: 5_000, queries: { threshold: 100_000 } }]),
    ).toBe(5_000);
  });
});

describe('recommended plan', () => {
  it('projects the queries over 30 days', () => {
    expect(projectedMonthlyQueries(4_000, 30)).toBe(4_000);
    expect(projectedMonthlyQueries(4_000, 10)).toBe(12_000);
    expect(projectedMonthlyQueries(4_000, 0)).toBe(120_000);
  });

  it('counts elapsed whole days, at least one', () => {
    expect(elapsedDaysInPeriod(NOW, NOW)).toBe(1);
    expect(elapsedDaysInPeriod(NOW, NOW + 86_400)).toBe(1);
    expect(elapsedDaysInPeriod(NOW, NOW + 86_400 + 1)).toBe(2);
  });

  it('picks the cheapest plan whose threshold covers the projection of real queries', () => {
    // 4000 in 30 days fits start (10.000); the same 4000 in 10 days projects to 12.000: standard.
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 4_000 })).toBe('start');
    expect(recommendedPlanKey({ elapsedDays: 10, queries: 4_000 })).toBe('standard');
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 0 })).toBe('little');
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 250_000 })).toBe('advanced');
  });

  it('recommends enterprise when no tiered plan covers the projection', () => {
    expect(recommendedPlanKey({ elapsedDays: 1, queries: 10_000 })).toBe('enterprise');
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 250_001 })).toBe('enterprise');
  });

  it('counts a threshold equal to the projection as covering it', () => {
    const plans = [
      { key: 'little', threshold: 1_000 },
      { key: 'start', threshold: 10_000 },
    ] as const;
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 1_000, plans })).toBe('little');
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 1_001, plans })).toBe('start');
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 10_001, plans })).toBe('enterprise');
  });
});

describe('queryLimitState', () => {
  it('warns from 80 % of the threshold and reports the overage past it', () => {
    expect(queryLimitState(799, 1_000)).toBe('ok');
    expect(queryLimitState(800, 1_000)).toBe('reaching');
    expect(queryLimitState(1_000, 1_000)).toBe('reaching');
    expect(queryLimitState(1_001, 1_000)).toBe('exceeded');
  });
  it('never warns on an unlimited plan (threshold 0)', () => {
    expect(queryLimitState(5_000_000, 0)).toBe('ok');
  });
});

describe('annualPrice', () => {
  it('saves 10% on twelve months', () => {
    expect(annualPrice(100)).toBe(1_080);
    expect(annualPrice(49.9)).toBe(538.92);
  });
  it('computes the same in exact cents, rounding half up', () => {
    expect(annualPriceCents(10_000)).toBe(108_000);
    expect(annualPriceCents(4_990)).toBe(53_892);
    expect(annualPriceCents(1)).toBe(11);
    // 0.1 + 0.2 style errors never reach money: 29,99 € a month → 323,89 € (323.892).
    expect(annualPriceCents(2_999)).toBe(32_389);
  });
});

describe('isPlanActive', () => {
  it('treats no plan (trial) as active and otherwise follows the selected plan', () => {
    expect(isPlanActive([])).toBe(true);
    expect(isPlanActive([{ isActive: true }])).toBe(true);
    expect(isPlanActive([{ isActive: false }, { isActive: true }])).toBe(false);
  });
});
