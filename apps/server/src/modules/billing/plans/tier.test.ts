import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '../billing-settings';
import { PlanCatalogue } from './plan-catalogue';
import { countLabel, tierOf } from './tier';

describe('the client tier', () => {
  it('labels counts short', () => {
    expect(countLabel(1_000)).toBe('1K');
    expect(countLabel(250_000)).toBe('250K');
    expect(countLabel(1_500_000)).toBe('1.5M');
    expect(countLabel(999)).toBe('999');
    expect(countLabel(0)).toBe('unlimited');
  });

  it('is the plan: its threshold as limits, the month used as balance', () => {
    const plan = new PlanCatalogue(defaultBillingSettings()).wirePlan('start', false);
    const usage = {
      requests: 10_400,
      threshold: 10_000,
      state: 'exceeded' as const,
      overageBlocks: 1,
      monthStart: 0,
    };
    expect(tierOf({ ...plan, usage })).toEqual({
      tier: {
        label: 'Start',
        limit: 10_000,
        limitLabel: '10K',
        limitMonth: 10_000,
        limitMonthLabel: '10K',
      },
      balance: 10_400,
      remaining: 0,
    });
  });
});
