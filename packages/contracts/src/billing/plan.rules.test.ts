import { describe, expect, it } from 'vitest';
import {
  isPlanActive,
  annualPrice,
  annualPriceCents,
  currentQueryThreshold,
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

describe('currentQueryThreshold', () => {
  const start = { key: 'start', requestsLimit: 0, queries: { threshold: 10_000 } } as const;

  it('is the trial threshold without a plan', () => {
    expect(currentQueryThreshold(undefined, NOW)).toBe(1_000);
  });

  it('stays the trial threshold while a plan bought during the trial has not started', () => {
    expect(currentQueryThreshold({ ...start, subscriptionTimestamp: NOW + 1 }, NOW)).toBe(1_000);
  });

  it("is the plan's shown threshold once it has started", () => {
    expect(currentQueryThreshold({ ...start, subscriptionTimestamp: NOW }, NOW)).toBe(10_000);
    expect(
      currentQueryThreshold({ ...start, requestsLimit: 5_000, subscriptionTimestamp: NOW }, NOW),
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

  it('assumes 4.000 queries in the elapsed days and picks the plan above the 30-day projection', () => {
    // Day 1: 120.000 projected, above standard's 100.000: advanced.
    expect(recommendedPlanKey({ elapsedDays: 1 })).toBe('advanced');
    // Day 2: 60.000; day 10: 12.000; both under 100.000: standard.
    expect(recommendedPlanKey({ elapsedDays: 2 })).toBe('standard');
    expect(recommendedPlanKey({ elapsedDays: 10 })).toBe('standard');
    // Day 30 of a month: 4.000, under start's 10.000.
    expect(recommendedPlanKey({ elapsedDays: 30 })).toBe('start');
  });

  it('wants a threshold strictly above the projection', () => {
    // Day 12: exactly 10.000, so not start; day 13: 9.230, start.
    expect(recommendedPlanKey({ elapsedDays: 12 })).toBe('standard');
    expect(recommendedPlanKey({ elapsedDays: 13 })).toBe('start');
    // Late in a yearly period: day 120 projects exactly 1.000 (start), day 121 991 (little).
    expect(recommendedPlanKey({ elapsedDays: 120 })).toBe('start');
    expect(recommendedPlanKey({ elapsedDays: 121 })).toBe('little');
  });

  it('recommends enterprise when no plan is above the projection', () => {
    const plans = [
      { key: 'little', threshold: 1_000 },
      { key: 'start', threshold: 10_000 },
    ] as const;
    expect(recommendedPlanKey({ elapsedDays: 13, plans })).toBe('start');
    expect(recommendedPlanKey({ elapsedDays: 12, plans })).toBe('enterprise');
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
