import { describe, expect, it } from 'vitest';
import {
  isPlanActive,
  annualPrice,
  customerQueryThreshold,
  effectivePlanKey,
  elapsedDaysInPeriod,
  projectedMonthlyQueries,
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

  it('picks the highest-threshold plan above the projection of the assumed 4000 queries', () => {
    // 4000 over 30 days: start, standard and advanced are above; advanced has the highest threshold.
    expect(recommendedPlanKey({ elapsedDays: 30 })).toBe('advanced');
    expect(recommendedPlanKey({ elapsedDays: 1 })).toBe('advanced');
  });

  it('recommends enterprise when no tiered plan is above the projection', () => {
    expect(recommendedPlanKey({ elapsedDays: 1, queries: 10_000 })).toBe('enterprise');
  });

  it('only considers plans strictly above the projection', () => {
    const plans = [
      { key: 'little', threshold: 1_000 },
      { key: 'start', threshold: 10_000 },
    ] as const;
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 1_000, plans })).toBe('start');
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 999, plans })).toBe('start');
    expect(recommendedPlanKey({ elapsedDays: 30, queries: 10_000, plans })).toBe('enterprise');
  });
});

describe('annualPrice', () => {
  it('saves 10% on twelve months', () => {
    expect(annualPrice(100)).toBe(1_080);
    expect(annualPrice(49.9)).toBe(538.92);
  });
});

describe('isPlanActive', () => {
  it('treats no plan (trial) as active and otherwise follows the selected plan', () => {
    expect(isPlanActive([])).toBe(true);
    expect(isPlanActive([{ isActive: true }])).toBe(true);
    expect(isPlanActive([{ isActive: false }, { isActive: true }])).toBe(false);
  });
});
