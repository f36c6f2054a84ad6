import { describe, expect, it } from 'vitest';
import type { Plan } from '@trova/contracts';
import { testPlan } from '../../test/plan-fixture';
import { planState } from './billing-state.rules';
import { offeredPlans } from './billing-test-fixtures';
import { recommendationPeriodStart, recommendedPlan } from './plans-recommendation';

const DAY = 86_400;
const NOW = 1_790_000_000;

/** The recommendation on the plans screen, for the plan list `GET customers/me/plan` answers. */
function recommended(plans: Plan[], nowSeconds = NOW) {
  return recommendedPlan({
    plans: offeredPlans(),
    state: planState(plans, false, nowSeconds),
    nowSeconds,
  });
}

/** The trial as the server answers it, `daysAgo` days after the signup. */
const trialSince = (daysAgo: number) =>
  testPlan({
    key: 'trial',
    title: 'Trial',
    isAutomatic: false,
    subscriptionTimestamp: NOW - daysAgo,
    periodStartTimestamp: NOW - daysAgo,
    endTimestamp: NOW - daysAgo + 30 * DAY,
  });

describe('recommended plan: 4.000 queries assumed in the elapsed days, scaled to 30', () => {
  it('picks advanced on the first day of the trial and standard from the second', () => {
    expect(recommended([trialSince(60)])).toBe('advanced');
    expect(recommended([trialSince(DAY)])).toBe('advanced');
    expect(recommended([trialSince(DAY + 1)])).toBe('standard');
    expect(recommended([])).toBe('advanced');
  });

  it('wants a threshold above the projection: day 12 projects exactly 10.000, day 13 fits start', () => {
    expect(recommended([trialSince(12 * DAY)])).toBe('standard');
    expect(recommended([trialSince(12 * DAY + 1)])).toBe('start');
    expect(recommended([trialSince(29 * DAY)])).toBe('start');
  });

  it('counts the days of the trial while a plan bought during it waits to start', () => {
    const trialStart = NOW - 13 * DAY;
    const start = testPlan({
      key: 'start',
      isAutomatic: false,
      subscriptionTimestamp: trialStart + 30 * DAY,
      periodStartTimestamp: trialStart + 30 * DAY,
    });
    expect(recommendationPeriodStart(planState([start], false, NOW))).toBe(trialStart);
    expect(recommended([start])).toBe('start');
    // Bought on the trial's first day: one day elapsed.
    const early = { ...start, subscriptionTimestamp: NOW + 30 * DAY - 3_600 };
    expect(recommended([early])).toBe('advanced');
  });

  it("counts the days of a paid plan's current period", () => {
    const monthly = (sinceDays: number) =>
      testPlan({ key: 'start', periodStartTimestamp: NOW - sinceDays * DAY });
    expect(recommended([monthly(5)])).toBe('standard');
    expect(recommended([monthly(20)])).toBe('start');
  });

  it('never recommends a plan below the one chosen: a downgrade goes through sales', () => {
    // Late in a yearly period 4.000 queries project under little's 1.000, yet Start is the plan.
    const yearly = testPlan({
      key: 'start',
      isMonthly: false,
      periodStartTimestamp: NOW - 200 * DAY,
    });
    expect(recommended([yearly])).toBe('start');
    const standard = testPlan({ key: 'standard', periodStartTimestamp: NOW - 20 * DAY });
    expect(recommended([standard])).toBe('standard');
    const little = testPlan({
      key: 'little',
      isMonthly: false,
      periodStartTimestamp: NOW - 200 * DAY,
    });
    expect(recommended([little])).toBe('little');
  });
});
